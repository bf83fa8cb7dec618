import { LoginOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../config/useAppConfig.ts';

export function HomePage() {
  const { t } = useTranslation();
  const { currentUser, currentTenant, multiTenancy } = useAppConfig();
  const displayName =
    [currentUser.name, currentUser.surName].filter(Boolean).join(' ') || currentUser.userName || '';

  return (
    <Card className="home-card">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {currentUser.isAuthenticated ? t('WelcomeUser', { name: displayName }) : t('Welcome')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t('WelcomeText')}
        </Typography.Paragraph>
        {currentUser.isAuthenticated ? (
          <Space orientation="vertical" size={4}>
            <Typography.Text>
              <UserOutlined /> {t('SignedInAs', { userName: currentUser.userName ?? '' })}
            </Typography.Text>
            {multiTenancy.isEnabled && (
              <Typography.Text data-testid="home-tenant">
                <ShopOutlined />{' '}
                {currentTenant.name ? t('TenantIs', { name: currentTenant.name }) : t('HostSide')}
              </Typography.Text>
            )}
          </Space>
        ) : (
          <Link to="/account/login">
            <Button type="primary" icon={<LoginOutlined />}>
              {t('Login')}
            </Button>
          </Link>
        )}
      </Space>
    </Card>
  );
}
