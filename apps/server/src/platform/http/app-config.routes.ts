import { appConfigEndpoints, languages, SettingNames } from '@hr/contracts';
import type { RequestContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { PlatformServices } from '../platform-services.ts';
import { mount, type RouteSet } from './mount.ts';

/** The signed-in user's profile, from the identity module. */
export interface UserProfiles {
  get(
    ctx: RequestContext,
    id: string,
  ): Promise<{ id: string; userName: string; name: string | null; surname: string | null; email: string }>;
}

function ignoreNotFound(error: unknown): undefined {
  if (error instanceof AppError && error.code === 'Platform:NotFound') return undefined;
  throw error;
}

/** GET /api/abp/application-configuration: the web app's start-up call, for anonymous users too. */
export function appConfigRoutes(
  services: Pick<PlatformServices, 'permissions' | 'features' | 'settings'> & { users: UserProfiles },
): RouteSet {
  return mount(appConfigEndpoints, {
    get: async (req) => {
      const ctx = req.ctx;
      const [granted, features, settings, user] = await Promise.all([
        services.permissions.granted(ctx),
        services.features.clientValues(ctx.tenantId),
        services.settings.clientValues(ctx),
        // A token of a user deleted since it was issued reads as signed out; any other failure is an error.
        ctx.userId ? services.users.get(ctx, ctx.userId).catch(ignoreNotFound) : undefined,
      ]);
      const culture = languages.find((l) => l.cultureName === ctx.language) ?? languages[0];
      return {
        localization: {
          currentCulture: {
            cultureName: culture.cultureName,
            name: culture.cultureName,
            displayName: culture.displayName,
            isRightToLeft: culture.isRightToLeft,
          },
          languages: languages.map((l) => ({ ...l })),
          defaultResourceName: 'HR',
        },
        auth: { grantedPolicies: Object.fromEntries([...granted].map((p) => [p, true])) },
        setting: { values: settings },
        features: { values: features },
        currentUser: {
          isAuthenticated: Boolean(user),
          id: user?.id ?? null,
          tenantId: user ? ctx.tenantId : null,
          userName: user?.userName ?? null,
          name: user?.name ?? null,
          surName: user?.surname ?? null,
          email: user?.email ?? null,
          roles: user ? ctx.roles : [],
          employeeId: user ? ctx.employeeId : null,
        },
        currentTenant: { id: ctx.tenantId, name: ctx.tenantName, isAvailable: Boolean(ctx.tenantId) },
        multiTenancy: { isEnabled: true },
        timing: { timeZone: { iana: { timeZoneName: settings[SettingNames.TimeZone] ?? 'UTC' } } },
      };
    },
  });
}
