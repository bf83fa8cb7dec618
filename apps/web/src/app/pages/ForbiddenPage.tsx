import { HomeOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function ForbiddenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title={t('Forbidden')}
      subTitle={t('ForbiddenText')}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={() => navigate('/')}>
          {t('BackToHome')}
        </Button>
      }
    />
  );
}
