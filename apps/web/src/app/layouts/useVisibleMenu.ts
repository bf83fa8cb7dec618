import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from '../config/useAppConfig.ts';
import { buildVisibleMenu, matchMenuKey, type VisibleMenuNode } from '../menu/build-menu.ts';
import { menuTree } from '../menu/menu-tree.ts';
import { menuRoutes } from '../modules.ts';

export function useVisibleMenu(): VisibleMenuNode[] {
  const config = useAppConfig();
  return useMemo(() => buildVisibleMenu(menuTree, menuRoutes, config), [config]);
}

/** The menu entry of the current page, if any. */
export function useActiveMenuKey(): string | undefined {
  const { pathname } = useLocation();
  return useMemo(() => matchMenuKey(menuRoutes, pathname), [pathname]);
}
