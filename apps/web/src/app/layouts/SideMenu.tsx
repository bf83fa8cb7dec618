import { Layout } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AppMenu } from './AppMenu.tsx';

const collapseDelayMs = 200;

/** Wide screens: always there, 80 px of icons, 320 px while the pointer is over it. */
export function SideMenu() {
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  const collapse = useCallback(() => setExpanded(false), []);

  return (
    <Layout.Sider
      className={`app-sider${expanded ? ' app-sider-expanded' : ''}`}
      theme="light"
      collapsed={!expanded}
      collapsedWidth={80}
      width={320}
      trigger={null}
      onMouseEnter={() => {
        clearTimeout(timer.current);
        setExpanded(true);
      }}
      onMouseLeave={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setExpanded(false), collapseDelayMs);
      }}
      data-testid="side-menu"
    >
      <AppMenu collapsed={!expanded} onNavigate={collapse} />
    </Layout.Sider>
  );
}
