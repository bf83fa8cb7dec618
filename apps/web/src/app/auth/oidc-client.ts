import { apiScope, OidcPaths, webClientId } from '@hr/contracts';
import { type OidcMetadata, User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { getLanguage } from '../language.ts';
import type { AuthClient } from './auth-client.ts';
import { safeReturnUrl } from './return-url.ts';
import { rememberMe, tokenStorage } from './session-storage.ts';

/** Authentication failures of document 1 §8 that the session reports. */
export type AuthErrorKind =
  | 'discovery_document_load_error'
  | 'code_error'
  | 'token_refresh_error'
  | 'token_revoke_error'
  | 'session_terminated';

export interface AuthEvents {
  /** Every failure; the session has already dropped its tokens where that was needed. */
  onError(kind: AuthErrorKind, error: unknown): void;
}

/** The longest delay setTimeout accepts. */
const maxTimerDelayMs = 2_147_483_647;
/** The session refreshes when this share of the access token's lifetime has passed. */
const refreshAt = 0.75;

let manager: UserManager | undefined;
let current: User | null = null;
/** Set from the Logout click until the browser leaves for the provider's end-session page. */
let signingOut = false;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let events: AuthEvents = { onError: () => undefined };

/** The UserManager, once `initAuth` has read the provider's metadata. */
export function userManager(): UserManager {
  if (!manager) throw new Error('initAuth() has not run');
  return manager;
}

function tokenTimes(user: User): { issuedAt: number; expiresAt: number } | undefined {
  try {
    const payload = JSON.parse(atob(user.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof payload.iat === 'number' && typeof payload.exp === 'number')
      return { issuedAt: payload.iat * 1000, expiresAt: payload.exp * 1000 };
  } catch {
    // Not a JWT: fall back to the expiry the token response gave.
  }
  return user.expires_at ? { issuedAt: Date.now(), expiresAt: user.expires_at * 1000 } : undefined;
}

function scheduleRefresh(user: User | null): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (!user?.refresh_token) return;
  const times = tokenTimes(user);
  if (!times) return;
  const due = times.issuedAt + (times.expiresAt - times.issuedAt) * refreshAt;
  const delay = Math.min(Math.max(due - Date.now(), 0), maxTimerDelayMs);
  refreshTimer = setTimeout(() => void refresh(), delay);
}

/** Trades the refresh token for new tokens; a failure ends the session. */
async function refresh(): Promise<boolean> {
  try {
    await userManager().signinSilent();
    return true;
  } catch (error) {
    await authClient.clear();
    events.onError('token_refresh_error', error);
    return false;
  }
}

function setUser(user: User | null): void {
  current = user;
  scheduleRefresh(user);
}

/** Whether the address is the provider's answer to a sign-in (code or error, with state). */
function isSignInCallback(location: Location): boolean {
  const params = new URLSearchParams(location.search);
  return location.pathname === '/' && params.has('state') && (params.has('code') || params.has('error'));
}

/**
 * The session the last visit stored, read before the provider's metadata is in: its store key names the issuer
 * (`oidc.user:<issuer>:<client>`), which only that document says, so the one key of this client is taken (none
 * or several: nothing adopted). A token still valid is used at once, so that the configuration call starts
 * beside the discovery document's round trip rather than after it (setup.ts); `initAuth` then reads the
 * session as it always did and replaces this one. Answers whether a session was adopted.
 */
export function adoptStoredSession(): boolean {
  if (isSignInCallback(window.location)) return false;
  const keys: string[] = [];
  for (let i = 0; i < tokenStorage.length; i++) {
    const key = tokenStorage.key(i);
    if (key?.startsWith('oidc.user:') && key.endsWith(`:${webClientId}`)) keys.push(key);
  }
  const stored = keys.length === 1 ? tokenStorage.getItem(keys[0]!) : null;
  if (!stored) return false;
  try {
    const user = User.fromStorageString(stored);
    if (user.expired !== false) return false;
    current = user;
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the session before the first render: reads the provider's metadata, completes a sign-in the
 * provider has just answered (returning the page the user wanted), and applies the stored-session rules:
 * with remember-me off a token found expired means signed out; with it on, an expired token is refreshed.
 */
export async function initAuth(handlers: AuthEvents): Promise<{ returnUrl?: string }> {
  events = handlers;
  const origin = window.location.origin;
  let metadata: Partial<OidcMetadata>;
  try {
    const response = await fetch(`${origin}${OidcPaths.discovery}`);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    metadata = (await response.json()) as Partial<OidcMetadata>;
  } catch (error) {
    // Signed out without the provider (a session adopted meanwhile included): the error is shown.
    current = null;
    events.onError('discovery_document_load_error', error);
    return {};
  }
  manager = new UserManager({
    // The issuer may name the server differently than the address in the browser (localhost vs 127.0.0.1).
    authority: metadata.issuer ?? origin,
    metadata,
    client_id: webClientId,
    redirect_uri: `${origin}/`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: `openid profile ${apiScope} offline_access`,
    userStore: new WebStorageStateStore({ store: tokenStorage }),
    stateStore: new WebStorageStateStore({ store: localStorage }),
    loadUserInfo: false,
    automaticSilentRenew: false,
    monitorSession: false,
    revokeTokenTypes: ['access_token', 'refresh_token'],
    // The revocation endpoint answers 200 with an empty text/plain body.
    revokeTokenAdditionalContentTypes: ['text/plain'],
    silentRequestTimeoutInSeconds: 20,
    checkSessionIntervalInSeconds: 3,
    popupWindowFeatures: { width: 500, height: 470, closePopupWindowAfterInSeconds: -1 },
  });
  manager.events.addUserLoaded((user) => setUser(user));
  manager.events.addUserUnloaded(() => setUser(null));

  let returnUrl: string | undefined;
  if (isSignInCallback(window.location)) {
    returnUrl = '/';
    try {
      const user = await manager.signinCallback();
      returnUrl = safeReturnUrl(typeof user?.state === 'string' ? user.state : '/');
    } catch (error) {
      await authClient.clear();
      events.onError('code_error', error);
    }
  }

  const stored = await manager.getUser();
  if (stored?.expired) {
    if (!rememberMe.get() || !stored.refresh_token) {
      await manager.removeUser();
      return { returnUrl };
    }
    setUser(stored);
    await refresh();
    return { returnUrl };
  }
  setUser(stored);
  return { returnUrl };
}

export const authClient: AuthClient = {
  getAccessToken: () => (current && !current.expired && !signingOut ? current.access_token : null),
  get isAuthenticated() {
    return current !== null && !current.expired;
  },
  get isSigningOut() {
    return signingOut;
  },
  async signIn(returnUrl) {
    const language = getLanguage();
    await userManager().signinRedirect({
      state: safeReturnUrl(returnUrl),
      extraQueryParams: { culture: language, 'ui-culture': language },
    });
  },
  async signOut() {
    const idToken = current?.id_token;
    // From here no call carries the token being revoked, and a call refused meanwhile (401) must not send
    // the app to sign in: that navigation would replace the one to the end-session page below.
    signingOut = true;
    clearTimeout(refreshTimer);
    try {
      try {
        if (current) await userManager().revokeTokens(['access_token', 'refresh_token']);
      } catch (error) {
        events.onError('token_revoke_error', error);
      }
      await userManager().removeUser();
      // Ends the provider's session too: otherwise the next login would pass without a password.
      await userManager().signoutRedirect({ id_token_hint: idToken });
    } catch (error) {
      signingOut = false;
      throw error;
    }
  },
  async clear() {
    clearTimeout(refreshTimer);
    current = null;
    await manager?.removeUser();
  },
};
