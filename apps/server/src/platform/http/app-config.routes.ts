import { applicationConfiguration, languages, SettingNames } from '@hr/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../context.ts';
import type { AppServices } from '../services.ts';

/** GET /api/abp/application-configuration: the web app's start-up call, for anonymous users too. */
export function appConfigRoutes(services: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/abp/application-configuration',
      {
        schema: { tags: ['Abp'], response: { 200: applicationConfiguration } },
        config: { access: publicAccess },
      },
      async (req) => {
        const ctx = req.ctx;
        const [granted, features, settings, user] = await Promise.all([
          services.permissions.granted(ctx),
          services.features.values(ctx.tenantId),
          services.settings.clientValues(ctx),
          ctx.userId ? services.users.get(ctx, ctx.userId).catch(() => undefined) : undefined,
        ]);
        const culture = languages.find((l) => l.cultureName === ctx.language) ?? languages[0];
        const visibleFeatures = Object.fromEntries(Object.entries(features));
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
          features: { values: visibleFeatures },
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
    );
  };
}
