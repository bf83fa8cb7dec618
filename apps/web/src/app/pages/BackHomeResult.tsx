import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** A page that cannot be shown (403, 404): antd's Result with its picture, and the way back home. */
export function BackHomeResult({
  status,
  title,
  subTitle,
}: {
  status: '403' | '404';
  title: ReactNode;
  subTitle: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
          {t('BackToHome')}
        </Button>
      }
    />
  );
}
