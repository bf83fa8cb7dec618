import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { createElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../config/useAppConfig.ts';
import { topBarItems } from '../modules.ts';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { UserMenu } from './UserMenu.tsx';

interface TopBarProps {
  /** Small screens: the menu toggle. */
  onToggleMenu?: () => void;
}

export function TopBar({ onToggleMenu }: TopBarProps) {
  const { t } = useTranslation();
  const { currentUser } = useAppConfig();
  return (
    <Layout.Header className="app-header">
      {onToggleMenu && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('Menu')}
          onClick={onToggleMenu}
          data-testid="menu-toggle"
        />
      )}
      <Brand />
      <div className="app-header-spacer" />
      <div className="app-header-actions">
        {/* Slot for modules' top-bar items (the notification bell): a signed-in user's, so a visitor's
            first load does not fetch them. */}
        {currentUser.isAuthenticated &&
          topBarItems.map((item) => createElement(item.Component, { key: item.key }))}
        <LanguageSwitch />
        <UserMenu />
      </div>
    </Layout.Header>
  );
}
