import { apiScope, type TokenResponse, webClientId } from '@hr/contracts';
import { request } from '../http.ts';
import type { AuthClient } from './auth-client.ts';
import { tokenStore } from './token-store.ts';

const scope = `openid profile ${apiScope} offline_access`;

export function createPasswordAuthClient(): AuthClient {
  return {
    getAccessToken: () => tokenStore.read()?.accessToken ?? null,
    get isAuthenticated() {
      return tokenStore.read() !== null;
    },
    async signIn(userName, password, tenantId, options = {}) {
      const headers: Record<string, string> = tenantId ? { __tenant: tenantId } : {};
      const token = await request<TokenResponse>('POST', '/connect/token', {
        form: { grant_type: 'password', username: userName, password, client_id: webClientId, scope },
        headers,
        silent: true,
      });
      tokenStore.write(token.access_token, token.expires_in, options.rememberMe ?? false);
    },
    async signOut() {
      tokenStore.clear();
    },
  };
}
