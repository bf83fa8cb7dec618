import { authClient } from './auth/index.ts';
import { loginPath } from './auth/return-url.ts';
import { tokenStore } from './auth/token-store.ts';
import { appConfigKeys } from './config/app-config.ts';
import { configureHttp } from './http.ts';
import { initI18n } from './i18n.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.tsx';

/** Everything that must happen before the first render. */
export async function setupApp(): Promise<void> {
  // An expired token at start is dropped (reading it does that).
  tokenStore.read();
  configureHttp({
    getAccessToken: () => authClient.getAccessToken(),
    onUnauthorized: () => {
      void authClient.signOut().then(async () => {
        await queryClient.invalidateQueries({ queryKey: appConfigKeys.all });
        const { location } = router.state;
        if (!location.pathname.startsWith('/account/login')) await router.navigate(loginPath(location));
      });
    },
  });
  await initI18n();
}
