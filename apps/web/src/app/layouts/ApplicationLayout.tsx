import { Layout } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { useAppConfig } from '../config/useAppConfig.ts';
import { requestFeedback } from '../feedback.ts';
import { preloadWhenIdle } from '../idle-preload.ts';
import { AppBreadcrumb } from './AppBreadcrumb.tsx';
import { keepAntdAccessible } from './antd-a11y.ts';
import { MobileMenu } from './MobileMenu.tsx';
import { SideMenu } from './SideMenu.tsx';
import { TopBar } from './TopBar.tsx';
import { TopProgressBar } from './TopProgressBar.tsx';
import { smallScreenQuery, useMediaQuery } from './useMediaQuery.ts';

/** The shell: top bar, side menu, breadcrumb and the page. */
export function ApplicationLayout() {
  const small = useMediaQuery(smallScreenQuery);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  // The shell's pages confirm and report at every turn: their first dialog should not wait for the chunk.
  useEffect(requestFeedback, []);
  // What antd's markup lacks for WCAG (a table's scroller as a tab stop, a tab bar's extra button): antd-a11y.ts.
  useEffect(keepAntdAccessible, []);
  // Once the first page is drawn and the browser idle, the code of the pages the user may open next.
  const config = useAppConfig();
  useEffect(() => {
    if (config.currentUser.isAuthenticated) preloadWhenIdle(config);
  }, [config]);

  return (
    <Layout className={`app-shell${small ? ' app-shell-small' : ''}`}>
      <TopProgressBar />
      <TopBar onToggleMenu={small ? () => setMenuOpen((open) => !open) : undefined} />
      <Layout hasSider={!small}>
        {small ? <MobileMenu open={menuOpen} onClose={closeMenu} /> : <SideMenu />}
        {/* antd's Content is the page's one `main` landmark (the breadcrumb and the page). */}
        <Layout.Content className="app-content">
          <AppBreadcrumb />
          <div className="app-page">
            <Outlet />
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
