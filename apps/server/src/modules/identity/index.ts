import type { FastifyInstance } from 'fastify';
import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import { createAccountService } from './account.service.ts';
import { accountSecurityRoutes } from './account-security.routes.ts';
import { identityRoutes } from './identity.routes.ts';
import { seedIdentity } from './identity.seed.ts';
import { oidcRoutes } from './oidc/oidc.routes.ts';
import { createOidcProvider } from './oidc/oidc-provider.ts';
import { createPermissionManagementService } from './permission-management.service.ts';
import { createRoleService } from './role.service.ts';
import { createSecurityLog } from './security-log.service.ts';
import { createSessionService } from './session.service.ts';
import { createSignInService } from './sign-in.service.ts';
import { createTwoFactorService } from './two-factor.service.ts';
import { createUserService } from './user.service.ts';

/** Users, roles, permission grants and sign-in. */
function createIdentityServices({ db, platform }: ModuleSetup) {
  const securityLog = createSecurityLog(db);
  const users = createUserService(db, platform.permissions, securityLog);
  const roles = createRoleService(db, platform.permissions, securityLog);
  const twoFactor = createTwoFactorService(db, {
    secrets: platform.secrets,
    keys: platform.keys,
    settings: platform.settings,
    securityLog,
  });
  return {
    users,
    roles,
    securityLog,
    twoFactor,
    sessions: createSessionService(db, securityLog),
    permissionManagement: createPermissionManagementService(db, platform.permissions, securityLog),
    account: createAccountService(db, {
      users,
      roles,
      settings: platform.settings,
      mail: platform.mail,
      publicUrl: platform.config.publicUrl,
      securityLog,
    }),
    signIn: createSignInService(db, { metrics: platform.metrics, securityLog, twoFactor }),
  };
}
export type IdentityServices = ReturnType<typeof createIdentityServices>;

export const identityModule = defineModule({
  name: 'identity',
  services: createIdentityServices,
  exports: ({ users, roles, securityLog }) => ({ users, roles, securityLog }),
  routes: async (services, setup) => {
    const deps = identityDeps(services, setup);
    return [
      ...identityRoutes(services),
      ...accountSecurityRoutes(services, setup.platform.settings),
      // Reset mails still on their way are sent before the process stops.
      async (app: FastifyInstance) => {
        app.addHook('onClose', () => services.account.drain());
      },
      oidcRoutes(deps, await createOidcProvider(deps, services.signIn), services.signIn),
    ];
  },
  seed: (services, setup) => seedIdentity(identityDeps(services, setup)),
});

/** What sign-in and the seed use besides identity's own services: the platform's and the tenants. */
export type IdentityDeps = PlatformServices &
  IdentityServices & { tenants: Pick<TenancyApi['tenants'], 'resolve' | 'findByName'> };

function identityDeps(services: IdentityServices, { platform, modules }: ModuleSetup): IdentityDeps {
  return {
    ...platform,
    ...services,
    tenants: modules.tenancy.tenants,
  };
}
