import type { AuthClient } from './auth-client.ts';
import { createPasswordAuthClient } from './password-auth-client.ts';

export type { AuthClient, SignInOptions } from './auth-client.ts';
export { tenantStore } from './tenant-store.ts';

/** The one auth client of the app. */
export const authClient: AuthClient = createPasswordAuthClient();
