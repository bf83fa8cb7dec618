// Every module's error texts, in a chunk of their own: the account pages (sign-in, registration, password
// reset, tenant switch) start with the few they use (i18n.ts), and the application layout loads this with
// itself (router.tsx, `loadApplicationTexts`). In the shell it was 28 of its 51 kB (docs/scaling.md).
export { errorCatalog } from '@hr/contracts';
