import { authClient } from './auth/index.ts';
import { loginPath } from './auth/return-url.ts';
import { tokenStore } from './auth/token-store.ts';
import { appConfigKeys, appConfigQuery } from './config/app-config.ts';
import { configureHttp } from './http.ts';
import { initI18n } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

const expiryCheckMs = 15_000;

/** Drops the session and lets the guards send the user to sign in, coming back here afterwards. */
async function endSession(): Promise<void> {
  await authClient.signOut();
  await queryClient.invalidateQueries({ queryKey: appConfigKeys.all });
  const { location } = router.state;
  if (!location.pathname.startsWith('/account/login')) await router.navigate(loginPath(location));
}

/**
 * The token of the temporary sign-in has no refresh: once it expires the session ends (the OIDC client
 * will refresh silently instead).
 */
function watchExpiry(): void {
  setInterval(() => {
    const signedIn = queryClient.getQueryData(appConfigQuery.queryKey)?.currentUser.isAuthenticated;
    if (signedIn && !authClient.isAuthenticated) void endSession();
  }, expiryCheckMs);
}

/** Everything that must happen before the first render. */
export async function setupApp(): Promise<void> {
  // An expired token at start is dropped (reading it does that).
  tokenStore.read();
  configureHttp({
    getAccessToken: () => authClient.getAccessToken(),
    onUnauthorized: () => void endSession(),
  });
  watchExpiry();
  await initI18n();
}
