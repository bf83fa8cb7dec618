import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('PageNotFound')}
      subTitle={t('PageNotFoundText')}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
          {t('BackToHome')}
        </Button>
      }
    />
  );
}
