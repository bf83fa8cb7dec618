/**
 * What the rest of the app knows about signing in: the OpenID Connect client behind it (oidc-client.ts)
 * is an implementation detail.
 */
export interface AuthClient {
  getAccessToken(): string | null;
  readonly isAuthenticated: boolean;
  /** Between the Logout click and leaving for the provider: refused calls are expected, not a lost session. */
  readonly isSigningOut: boolean;
  /** Sends the browser to the provider's login (code + PKCE); after it, the app opens `returnUrl`. */
  signIn(returnUrl: string): Promise<void>;
  /** Revokes the tokens, forgets them, and ends the provider's session (the browser leaves the page). */
  signOut(): Promise<void>;
  /** Forgets the tokens without a round trip (an expired or refused session). */
  clear(): Promise<void>;
}
