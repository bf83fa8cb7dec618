import { Outlet } from 'react-router';
import { Brand } from './Brand.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { TopProgressBar } from './TopProgressBar.tsx';

/**
 * Sign-in and the other account pages: a centered box. Plain elements and CSS (styles.css), no antd
 * Layout or Card: this is the frame of the login page, which every visitor loads first.
 */
export function AccountLayout() {
  return (
    <div className="account-layout">
      <TopProgressBar />
      <div className="account-top">
        <Brand />
        <LanguageSelect />
      </div>
      <main className="account-main">
        <div className="account-card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
