/**
 * The namespaces the account pages use (sign-in, registration, password reset, the tenant switch): the first
 * load of the login page carries only these, in a file of their own per language (vite.config.ts); the
 * application layout loads the rest with itself (i18n.ts `loadApplicationTexts`).
 */
export const accountNamespaces: readonly string[] = ['common', 'account', 'identity', 'tenancy'];
