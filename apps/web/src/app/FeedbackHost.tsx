import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from './feedback.ts';
import { isRightToLeft } from './language.ts';

function FeedbackBridge() {
  const api = AntApp.useApp();
  useEffect(() => setFeedback(api), [api]);
  return null;
}

/**
 * antd's <App> without a wrapper element, only for its message, notification and modal holders: loaded
 * when first asked for (feedback.ts), inside AppProviders' ConfigProvider, so it follows theme, locale
 * and direction.
 */
export function FeedbackHost() {
  return (
    <AntApp component={false} notification={{ placement: isRightToLeft() ? 'topLeft' : 'topRight' }}>
      <FeedbackBridge />
    </AntApp>
  );
}
