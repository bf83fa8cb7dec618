/**
 * The access token of the temporary password sign-in: localStorage when "remember me" is on, else
 * sessionStorage (gone with the tab). Keys follow the spec's session data (access token, expiry,
 * remember_me).
 */
const tokenKey = 'access_token';
const expiresKey = 'expires_at';
const rememberKey = 'remember_me';

export interface StoredToken {
  accessToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

function stores(): Storage[] {
  if (typeof localStorage === 'undefined') return [];
  return [localStorage, sessionStorage];
}

export const tokenStore = {
  /** The stored token; an expired one is dropped and null returned. */
  read(now = Date.now()): StoredToken | null {
    for (const store of stores()) {
      const accessToken = store.getItem(tokenKey);
      if (!accessToken) continue;
      const expiresAt = Number(store.getItem(expiresKey));
      if (!Number.isFinite(expiresAt) || expiresAt <= now) {
        tokenStore.clear();
        return null;
      }
      return { accessToken, expiresAt };
    }
    return null;
  },
  write(accessToken: string, expiresInSeconds: number, rememberMe: boolean): void {
    tokenStore.clear();
    const store = rememberMe ? localStorage : sessionStorage;
    store.setItem(tokenKey, accessToken);
    store.setItem(expiresKey, String(Date.now() + expiresInSeconds * 1000));
    localStorage.setItem(rememberKey, String(rememberMe));
  },
  clear(): void {
    for (const store of stores()) {
      store.removeItem(tokenKey);
      store.removeItem(expiresKey);
    }
    if (typeof localStorage !== 'undefined') localStorage.removeItem(rememberKey);
  },
};
