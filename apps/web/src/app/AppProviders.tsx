import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import { type ReactNode, useEffect } from 'react';
import { setFeedback } from './feedback.ts';
import { getLanguage, isRightToLeft } from './language.ts';
import { queryClient } from './query-client.ts';

const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fa8',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif",
  },
};

/** Hands antd's context-aware message/notification/modal to code outside components. */
function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => setFeedback(api), [api]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const language = getLanguage();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        direction={isRightToLeft(language) ? 'rtl' : 'ltr'}
        locale={language === 'ar' ? arEG : enUS}
        theme={theme}
      >
        <AntApp notification={{ placement: isRightToLeft(language) ? 'topLeft' : 'topRight' }}>
          <FeedbackBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
