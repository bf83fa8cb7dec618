import type { AppModule } from '../../platform/module.ts';
import { identityRoutes } from './identity.routes.ts';
import { seedIdentity } from './identity.seed.ts';

/** Users, roles, permission grants and sign-in. */
export const identityModule: AppModule = {
  name: 'identity',
  routes: identityRoutes,
  seed: seedIdentity,
};
