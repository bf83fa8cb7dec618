import { authClient } from './index.ts';

export interface Session {
  /** Revokes the tokens and ends the provider's session; the browser comes back to the home page. */
  signOut(): Promise<void>;
}

export function useSession(): Session {
  return { signOut: () => authClient.signOut() };
}
