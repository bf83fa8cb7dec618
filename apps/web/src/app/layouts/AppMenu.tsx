import { Menu, type MenuProps } from 'antd';
import { createElement, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { findMenuPath, type VisibleMenuNode } from '../menu/build-menu.ts';
import { menuTree } from '../menu/menu-tree.ts';
import { preloadRoute } from '../preload-route.ts';
import { useActiveMenuKey, useVisibleMenu } from './useVisibleMenu.ts';

type MenuItems = NonNullable<MenuProps['items']>;

interface AppMenuProps {
  collapsed?: boolean;
  /** Called when an entry is followed; keep it stable (the items are rebuilt when it changes). */
  onNavigate?: () => void;
}

/** The side menu's items: the visible part of the menu tree. */
export function AppMenu({ collapsed = false, onNavigate }: AppMenuProps) {
  const { t } = useTranslation('menu');
  const nodes = useVisibleMenu();
  const activeKey = useActiveMenuKey();
  const ancestors = useMemo(
    () => (activeKey ? (findMenuPath(menuTree, activeKey) ?? []).slice(0, -1).map((n) => n.key) : []),
    [activeKey],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(ancestors);
  const [openedFor, setOpenedFor] = useState(ancestors);

  // Opening another page opens its groups (keeping those the user opened): adjusted while rendering (React's
  // "information from previous renders"), not in an effect, which drew the whole menu a second time at every
  // move; and only when a group is not open yet.
  if (openedFor !== ancestors) {
    setOpenedFor(ancestors);
    const closed = ancestors.filter((key) => !openKeys.includes(key));
    if (closed.length > 0) setOpenKeys([...openKeys, ...closed]);
  }

  // The items change with the menu (the user's grants) and the language only (`onNavigate` is stable): kept
  // across moves, so neither this nor antd's reading of them (its own memo on `items`) runs again at every page
  // (8 ms of a move into the home page).
  const items = useMemo(() => {
    const toItems = (list: VisibleMenuNode[]): MenuItems =>
      list.map((node) => ({
        key: node.key,
        icon: node.icon ? createElement(node.icon) : undefined,
        label: node.path ? (
          <Link
            to={node.path}
            onClick={onNavigate}
            onFocus={() => preloadRoute(node.path as string)}
            onTouchStart={() => preloadRoute(node.path as string)}
          >
            {t(node.label)}
          </Link>
        ) : (
          t(node.label)
        ),
        children: node.children ? toItems(node.children) : undefined,
        // The page's code starts loading on the intent to open it: the pointer over the entry's row, a focus,
        // a touch (preload-route.ts).
        onMouseEnter: node.path ? () => preloadRoute(node.path as string) : undefined,
      }));
    return toItems(nodes);
  }, [nodes, t, onNavigate]);

  return (
    <Menu
      mode="inline"
      inlineCollapsed={collapsed}
      items={items}
      selectedKeys={activeKey ? [activeKey] : []}
      openKeys={collapsed ? [] : openKeys}
      onOpenChange={(keys) => {
        if (!collapsed) setOpenKeys(keys);
      }}
      className="app-menu"
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
