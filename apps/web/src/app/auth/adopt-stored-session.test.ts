import { webClientId } from '@hr/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptStoredSession, authClient } from './oidc-client.ts';

// A returning user's stored session is used before the provider's metadata is in, so that the configuration
// call need not wait for the discovery document (setup.ts); only a session that is surely this client's and
// still valid.
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  clear = () => this.items.clear();
}

const keyOf = (issuer: string) => `oidc.user:${issuer}:${webClientId}`;
const stored = (token: string, expiresInSeconds: number) =>
  JSON.stringify({
    id_token: 'id',
    access_token: token,
    token_type: 'Bearer',
    scope: 'openid',
    profile: { sub: 'user-1', iss: 'http://localhost', aud: webClientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds,
  });

describe('adopting the stored session before the discovery document', () => {
  const globals = ['localStorage', 'sessionStorage', 'window'] as const;
  const originals = Object.fromEntries(globals.map((g) => [g, (globalThis as Record<string, unknown>)[g]]));
  let session: MemoryStorage;
  let local: MemoryStorage;
  const at = (address: string) => {
    const url = new URL(address, 'http://localhost');
    Object.defineProperty(globalThis, 'window', {
      value: { location: { pathname: url.pathname, search: url.search, origin: url.origin } },
      configurable: true,
    });
  };
  beforeEach(() => {
    session = new MemoryStorage();
    local = new MemoryStorage();
    Object.defineProperty(globalThis, 'sessionStorage', { value: session, configurable: true });
    Object.defineProperty(globalThis, 'localStorage', { value: local, configurable: true });
    at('/hr/employees');
  });
  afterEach(async () => {
    await authClient.clear();
    for (const g of globals)
      Object.defineProperty(globalThis, g, { value: originals[g], configurable: true });
  });

  it('uses the one session of this client while its token is valid', () => {
    session.setItem(keyOf('http://localhost'), stored('token-a', 3600));
    session.setItem('unrelated', 'x');
    expect(adoptStoredSession()).toBe(true);
    expect(authClient.getAccessToken()).toBe('token-a');
    expect(authClient.isAuthenticated).toBe(true);
  });

  it('reads where remember-me keeps it (localStorage)', () => {
    local.setItem('remember_me', 'true');
    local.setItem(keyOf('http://127.0.0.1:3000'), stored('token-b', 3600));
    expect(adoptStoredSession()).toBe(true);
    expect(authClient.getAccessToken()).toBe('token-b');
  });

  it('adopts nothing when the token has expired, when two issuers each stored one, or with none', () => {
    session.setItem(keyOf('http://localhost'), stored('expired', -10));
    expect(adoptStoredSession()).toBe(false);
    expect(authClient.getAccessToken()).toBeNull();

    session.setItem(keyOf('http://localhost'), stored('token-c', 3600));
    session.setItem(keyOf('http://127.0.0.1:3000'), stored('token-d', 3600));
    expect(adoptStoredSession()).toBe(false);
    expect(authClient.getAccessToken()).toBeNull();

    session.clear();
    expect(adoptStoredSession()).toBe(false);
    session.setItem(keyOf('http://localhost'), '{not json');
    expect(adoptStoredSession()).toBe(false);
    expect(authClient.getAccessToken()).toBeNull();
  });

  it('adopts nothing on the provider’s answer to a sign-in (initAuth completes it first)', () => {
    session.setItem(keyOf('http://localhost'), stored('token-e', 3600));
    at('/?code=abc&state=xyz');
    expect(adoptStoredSession()).toBe(false);
    expect(authClient.getAccessToken()).toBeNull();
  });
});
