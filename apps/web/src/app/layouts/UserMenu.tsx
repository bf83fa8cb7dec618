import { IdcardOutlined, LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginPath } from '../auth/return-url.ts';
import { useSession } from '../auth/useSession.ts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { hasRoute } from '../modules.ts';
import { narrowScreenQuery, useMediaQuery } from './useMediaQuery.ts';

/** The account menu (user name, My account, Logout), or a Login button for signed-out visitors. */
export function UserMenu() {
  const { t } = useTranslation();
  const { currentUser } = useAppConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const narrow = useMediaQuery(narrowScreenQuery);

  if (!currentUser.isAuthenticated) {
    return (
      <Button type="primary" icon={<LoginOutlined />} onClick={() => navigate(loginPath(location))}>
        {t('Login')}
      </Button>
    );
  }

  const userName = currentUser.userName ?? '';
  const items: MenuProps['items'] = [
    { key: 'user', label: <strong>{userName}</strong>, disabled: true, className: 'app-user-menu-name' },
    { type: 'divider' },
    // The manage page arrives with the account pages; until then the entry would lead nowhere.
    ...(hasRoute('account/manage')
      ? [
          {
            key: 'manage',
            icon: <IdcardOutlined />,
            label: t('MyAccount'),
            onClick: () => navigate('/account/manage'),
          },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('Logout'), onClick: () => void session.signOut() },
  ];

  return (
    <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
      <Button type="text" className="app-user-button" data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} style={{ background: '#1f5fa8' }} />
        {narrow ? null : <span className="app-user-name">{userName}</span>}
      </Button>
    </Dropdown>
  );
}
