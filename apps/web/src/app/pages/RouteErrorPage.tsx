import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorResult } from './ErrorResult.tsx';

/** A page failed to load or render (often a stale chunk after a deployment): offer a reload. */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <ErrorResult
      title={t('SomethingWentWrong')}
      subTitle={detail}
      extra={
        <Button type="primary" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
          {t('ReloadPage')}
        </Button>
      }
    />
  );
}
