import { HomeOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { breadcrumbSteps } from '../menu/build-menu.ts';
import { menuTree } from '../menu/menu-tree.ts';
import { menuRoutes, moduleRoutes } from '../modules.ts';

/**
 * From the home icon along the menu path of the current page, without the Administration node; a page
 * without a menu entry shows its route's title (`breadcrumbSteps`).
 */
export function AppBreadcrumb() {
  const { t } = useTranslation('menu');
  const { pathname } = useLocation();
  const steps = useMemo(() => breadcrumbSteps(menuTree, menuRoutes, moduleRoutes, pathname), [pathname]);
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
        ...steps.map((step) => {
          const label = t(step.label);
          return {
            key: step.key,
            title: step.path && step.path !== pathname ? <Link to={step.path}>{label}</Link> : label,
          };
        }),
      ]}
    />
  );
}
