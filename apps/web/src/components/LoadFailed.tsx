import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  /** Default: "Could not load" (common's LoadFailed). */
  title?: ReactNode;
  /** The failure, its message under the title. */
  error?: { message: string } | null | undefined;
  /** Read again: a Retry button (with the reload icon where `retryIcon`). */
  onRetry?: () => unknown;
  retryIcon?: boolean;
  /** The screen's own way out instead of Retry (a Back). */
  extra?: ReactNode;
}

/** A read that failed: antd's warning result, what failed, and the way on (Retry, or the screen's own). */
export function LoadFailed({ title, error, onRetry, retryIcon, extra }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title ?? t('common::LoadFailed')}
      subTitle={error?.message}
      extra={
        onRetry ? (
          <Button icon={retryIcon ? <ReloadOutlined /> : undefined} onClick={() => void onRetry()}>
            {t('common::Retry')}
          </Button>
        ) : (
          extra
        )
      }
    />
  );
}
