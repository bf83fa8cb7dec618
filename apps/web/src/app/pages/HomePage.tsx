import { LoginOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfig } from '../config/useAppConfig.ts';
import { useVisibleMenu } from '../layouts/useVisibleMenu.ts';
import { offersManagement } from '../menu/build-menu.ts';
import { HomeDashboards } from './home-prefetch.ts';

/**
 * The welcome box. Plain elements drawn like antd's Card, Typography and Space (styles.css): the first
 * page a signed-in user sees would otherwise load Card (which brings Tabs) and Typography (which brings
 * TextArea for its editable mode), 36 kB on the wire for a title and three lines. Below it, for a signed-in
 * user, their dashboards (HR's, payroll's, their own with the modules' cards), in a chunk of their own: the
 * route's loader starts their code and calls with the move (`prefetchHome`).
 */
export function HomePage() {
  const { currentUser } = useAppConfig();
  return (
    <>
      <WelcomeBox />
      {currentUser.isAuthenticated && <HomeDashboards />}
    </>
  );
}

function WelcomeBox() {
  const { t } = useTranslation();
  const { currentUser, currentTenant, multiTenancy } = useAppConfig();
  // Who runs the organisation (HR, payroll, finance, administration in the menu) reads what it manages;
  // an employee with her own pages only, what they hold for her.
  const manages = offersManagement(useVisibleMenu());
  const displayName =
    [currentUser.name, currentUser.surName].filter(Boolean).join(' ') || currentUser.userName || '';

  return (
    <section className="home-card home-box">
      <h3 className="home-title">
        {currentUser.isAuthenticated ? t('WelcomeUser', { name: displayName }) : t('Welcome')}
      </h3>
      <p className="home-text" data-testid="home-text">
        {!currentUser.isAuthenticated || manages ? t('WelcomeText') : t('WelcomeTextSelfService')}
      </p>
      {currentUser.isAuthenticated ? (
        <div className="home-facts">
          <span>
            <UserOutlined /> {t('SignedInAs', { userName: currentUser.userName ?? '' })}
          </span>
          {multiTenancy.isEnabled && (
            <span data-testid="home-tenant">
              <ShopOutlined />{' '}
              {currentTenant.name ? t('TenantIs', { name: currentTenant.name }) : t('HostSide')}
            </span>
          )}
        </div>
      ) : (
        <div>
          <Link to="/account/login">
            <Button type="primary" icon={<LoginOutlined />}>
              {t('Login')}
            </Button>
          </Link>
        </div>
      )}
    </section>
  );
}
