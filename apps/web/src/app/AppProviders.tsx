import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { ConfigProvider, type ThemeConfig } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { AuthProvider, useAuth } from 'react-oidc-context';
import { antdLocale } from './antd-locale.ts';
import { authClient, userManager } from './auth/index.ts';
import { refreshSession } from './auth/session.ts';
import { feedbackRequest } from './feedback.ts';
import { getLanguage, isRightToLeft } from './language.ts';
import { queryClient } from './query-client.ts';
import { styleWarmup } from './style-warmup.ts';
import { accessibleColors, brandBlue } from './theme.ts';

const theme: ThemeConfig = {
  token: {
    ...accessibleColors,
    colorPrimary: brandBlue,
    borderRadius: 6,
    fontFamily:
      // The app's own letters (fonts.css), then the system's while they load.
      "'HR Sans', -apple-system, BlinkMacSystemFont, 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', 'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif",
  },
};

/**
 * antd's message, notification and modal holders, loaded and mounted once something asks for them
 * (feedback.ts). Not React.lazy: a chunk that fails to load must not take the app down with it.
 */
function DeferredFeedback() {
  const requested = useSyncExternalStore(feedbackRequest.subscribe, feedbackRequest.isRequested);
  const [host, setHost] = useState<{ Host: ComponentType }>();
  useEffect(() => {
    if (!requested || host) return;
    import('./FeedbackHost.tsx').then(
      (m) => setHost({ Host: m.FeedbackHost }),
      (error: unknown) => {
        console.warn('[feedback] could not load', error);
        feedbackRequest.failed();
      },
    );
  }, [requested, host]);
  return host ? <host.Host /> : null;
}

/**
 * antd's styles of the components the pages use, written once the idle preload asks (style-warmup.ts), and kept
 * mounted: antd removes a component's token variables (`.css-var-….ant-table-css-var`) when the last instance
 * of it unmounts, so every move wrote them again for the page it opened (ten `<style>`s a move).
 */
function DeferredStyleWarmup() {
  const requested = useSyncExternalStore(styleWarmup.subscribe, styleWarmup.isRequested);
  const [warmup, setWarmup] = useState<{ Warmup: typeof import('./StyleWarmup.tsx').StyleWarmup }>();
  useEffect(() => {
    if (!requested || warmup) return;
    import('./StyleWarmup.tsx').then((m) => setWarmup({ Warmup: m.StyleWarmup }), styleWarmup.done);
  }, [requested, warmup]);
  return warmup ? <warmup.Warmup onDrawn={styleWarmup.done} /> : null;
}

/**
 * When the signed-in user changes under the app (tokens dropped, refresh failed), reload its state. Not
 * during Logout: the configuration loaded anonymously would send the protected page to sign in, and that
 * navigation would replace the one to the provider's end-session page. The session react-oidc-context first
 * reads (it starts with no user while it loads) is the one the app started with, whose configuration is
 * loaded (setup.ts): no change, nothing to reload (it used to load the configuration twice and drop the first
 * page's queries on every signed-in start).
 */
function SessionSync() {
  const auth = useAuth();
  const client = useQueryClient();
  const subject = auth.user?.profile.sub ?? null;
  const previous = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (auth.isLoading || authClient.isSigningOut) return;
    if (previous.current === undefined) {
      previous.current = subject;
      return;
    }
    if (previous.current === subject) return;
    previous.current = subject;
    void refreshSession(client);
  }, [auth.isLoading, subject, client]);
  return null;
}

/** The OIDC session as react-oidc-context sees it; the callback itself was completed before the first render. */
function SessionProvider({ children }: { children: ReactNode }) {
  let manager: ReturnType<typeof userManager> | undefined;
  try {
    manager = userManager();
  } catch {
    // The provider's metadata could not be read: the app runs signed out (the error was shown).
    return <>{children}</>;
  }
  return (
    <AuthProvider userManager={manager} skipSigninCallback>
      <SessionSync />
      {children}
    </AuthProvider>
  );
}

/**
 * Whether the person asked their system for less motion (an accessibility setting: WCAG 2.3.3). antd's
 * opening, sliding and fading animations are then off; so are they in the browser tests, which ask for it.
 */
const prefersReducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

export function AppProviders({ children }: { children: ReactNode }) {
  const language = getLanguage();
  const [reducedMotion] = useState(prefersReducedMotion);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ConfigProvider
          direction={isRightToLeft(language) ? 'rtl' : 'ltr'}
          locale={antdLocale(language)}
          theme={reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme}
        >
          {/* The text style antd's <App> set on its wrapper, which FeedbackHost is not: styles.css. */}
          <div className="app-root" style={{ fontFamily: theme.token?.fontFamily }}>
            {children}
          </div>
          <DeferredFeedback />
          <DeferredStyleWarmup />
        </ConfigProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
