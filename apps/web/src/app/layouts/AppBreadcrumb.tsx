import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { findMenuPath } from '../menu/build-menu.ts';
import { isMenuGroup, menuTree } from '../menu/menu-tree.ts';
import { menuRoutes } from '../modules.ts';
import { useActiveMenuKey } from './useVisibleMenu.ts';

/** From the home icon along the menu path of the current page, without the Administration node. */
export function AppBreadcrumb() {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const activeKey = useActiveMenuKey();
  const trail = activeKey ? (findMenuPath(menuTree, activeKey) ?? []) : [];
  const nodes = trail.filter((node) => !(isMenuGroup(node) && node.hideInBreadcrumb) && node.key !== 'home');
  if (pathname === '/') return null;

  return (
    <Breadcrumb
      className="app-breadcrumb"
      items={[
        {
          key: 'home',
          title: (
            <Link to="/" aria-label={t('Home')}>
              <HomeOutlined />
            </Link>
          ),
        },
        ...nodes.map((node) => {
          const path = menuRoutes.get(node.key);
          const label = t(node.label);
          return {
            key: node.key,
            title: path && path !== pathname ? <Link to={path}>{label}</Link> : label,
          };
        }),
      ]}
    />
  );
}
