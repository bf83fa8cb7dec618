export type { AuthClient } from './auth-client.ts';
export { adoptStoredSession, authClient, initAuth, userManager } from './oidc-client.ts';
export { rememberMe } from './session-storage.ts';
export { tenantStore } from './tenant-store.ts';
