import { Card, Layout } from 'antd';
import { Outlet } from 'react-router';
import { Brand } from './Brand.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { TopProgressBar } from './TopProgressBar.tsx';

/** Sign-in and the other account pages: a centered card. */
export function AccountLayout() {
  return (
    <Layout className="account-layout">
      <TopProgressBar />
      <div className="account-top">
        <Brand />
        <LanguageSwitch />
      </div>
      <main className="account-main">
        <Card className="account-card">
          <Outlet />
        </Card>
      </main>
    </Layout>
  );
}
