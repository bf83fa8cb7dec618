import { accountEndpoints } from '@hr/contracts';
import { call } from './api-client.ts';
import { adoptStoredSession, authClient, initAuth } from './auth/index.ts';
import type { AuthErrorKind } from './auth/oidc-client.ts';
import { loginPath } from './auth/return-url.ts';
import { appConfigKeys, appConfigQuery } from './config/app-config.ts';
import { feedback } from './feedback.ts';
import { configureHttp } from './http.ts';
import { i18n, initI18n } from './i18n.ts';
import { adoptUserLanguage } from './language.ts';
import { queryClient } from './query-client.ts';
import { routeQueriesMayStart } from './route-prefetch.ts';
import { router } from './router.tsx';

/** Drops the session and lets the guards send the user to sign in, coming back here afterwards. */
async function endSession(): Promise<void> {
  if (authClient.isSigningOut) return;
  await authClient.clear();
  await queryClient.invalidateQueries({ queryKey: appConfigKeys.all });
  const { location } = router.state;
  if (!location.pathname.startsWith('/account/')) await router.navigate(loginPath(location));
}

/** The texts, loading while the session starts (`setupApp`). */
let textsReady: Promise<void> = Promise.resolve();

/**
 * Shows a message, in the user's language once the texts are in (errors of the start happen before the first
 * render: it shows once the providers mount).
 */
function notify(messageKey: string): void {
  void textsReady.then(() =>
    feedback().notification.error({ title: i18n.t('Error'), description: i18n.t(messageKey) }),
  );
}

/** The authentication errors of document 1 §8; one nothing handles clears the tokens and reloads the state. */
function onAuthError(kind: AuthErrorKind, error: unknown): void {
  console.warn(`[auth] ${kind}`, error);
  switch (kind) {
    case 'token_refresh_error':
      void endSession();
      return;
    case 'code_error':
      notify('identity::SignInFailed');
      return;
    case 'discovery_document_load_error':
      notify('identity::SignInUnavailable');
      return;
    case 'token_revoke_error':
      return;
    default:
      void authClient.clear().then(() => queryClient.invalidateQueries({ queryKey: appConfigKeys.all }));
  }
}

/**
 * Reads the signed-in user's language (their profile) and makes it the session language; answers whether
 * that changed it. A failed read keeps the current language: the app still opens.
 */
async function signedInLanguageChanged(): Promise<boolean> {
  try {
    const profile = await call(accountEndpoints.myProfile, {}, { silent: true });
    return adoptUserLanguage(profile.language);
  } catch {
    return false;
  }
}

/**
 * Everything that must happen before the first render. The texts, the provider's metadata (with the stored
 * session) and the application configuration load side by side rather than one after the other: a first
 * visit waits for the longest of them, not for their sum. The router, created with this module, has already
 * started fetching the first page's code.
 */
export async function setupApp(): Promise<void> {
  configureHttp({
    getAccessToken: () => authClient.getAccessToken(),
    onUnauthorized: () => void endSession(),
  });
  textsReady = initI18n();
  // A stored session still valid: the configuration (the user's permissions, settings, features) comes at
  // once, beside the provider's metadata and the texts; the app's first render reads it from the cache.
  const adopted = adoptStoredSession();
  const adoptedToken = authClient.getAccessToken();
  if (adopted) {
    void queryClient.prefetchQuery(appConfigQuery);
    // The first page's calls (its route's `prefetch`) may go now, with the token.
    routeQueriesMayStart();
  }
  const session = initAuth({ onError: onAuthError }).then((started) => {
    // The session is known: without a stored one the configuration comes now (as the visitor's, or the user's
    // just signed in); read again when the session started is not the one adopted.
    if (!adopted) void queryClient.prefetchQuery(appConfigQuery);
    else if (authClient.getAccessToken() !== adoptedToken)
      void queryClient.refetchQueries({ queryKey: appConfigKeys.all });
    routeQueriesMayStart();
    return started;
  });
  const [{ returnUrl }] = await Promise.all([session, textsReady]);
  // Just signed in: the app opens in the user's own language (My account), when they chose one.
  if (returnUrl && authClient.isAuthenticated && (await signedInLanguageChanged())) {
    window.location.replace(returnUrl);
    // The page is being replaced: nothing renders in the old language meanwhile.
    await new Promise<never>(() => undefined);
  }
  // Back from the provider: leave its answer (code, state) out of the address and open the wanted page.
  if (returnUrl) await router.navigate(returnUrl, { replace: true });
}
