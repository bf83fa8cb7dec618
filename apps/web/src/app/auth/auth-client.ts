/**
 * What the rest of the app knows about signing in. Today a password grant against /connect/token; the
 * OpenID Connect redirect flow (oidc-client-ts) replaces the implementation behind this interface.
 */
export interface SignInOptions {
  rememberMe?: boolean;
}

export interface AuthClient {
  getAccessToken(): string | null;
  /** Throws an ApiError carrying the server's message when the credentials are refused. */
  signIn(userName: string, password: string, tenantId: string | null, options?: SignInOptions): Promise<void>;
  signOut(): Promise<void>;
  readonly isAuthenticated: boolean;
}
