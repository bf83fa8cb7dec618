import type { AppModule } from '../../platform/module.ts';
import { accountRoutes } from './account.routes.ts';
import { identityRoutes } from './identity.routes.ts';
import { seedIdentity } from './identity.seed.ts';
import { oidcRoutes } from './oidc/oidc.routes.ts';
import { createOidcProvider } from './oidc/oidc-provider.ts';
import { permissionManagementRoutes } from './permission-management.routes.ts';
import { roleRoutes } from './roles.routes.ts';
import { createSignInService } from './sign-in.service.ts';

/** Users, roles, permission grants and sign-in. */
export const identityModule: AppModule = {
  name: 'identity',
  routes: (services) => async (app) => {
    await app.register(identityRoutes(services));
    await app.register(roleRoutes(services));
    await app.register(permissionManagementRoutes(services));
    await app.register(accountRoutes(services));
    const signIn = createSignInService(services.db);
    await app.register(oidcRoutes(services, await createOidcProvider(services, signIn), signIn));
  },
  seed: seedIdentity,
};
