import { z } from 'zod';
import { access, endpoint } from './endpoint.ts';

/** GET /api/abp/application-configuration: everything the web app needs at start. */
export const applicationConfiguration = z.object({
  localization: z.object({
    currentCulture: z.object({
      cultureName: z.string(),
      name: z.string(),
      displayName: z.string(),
      isRightToLeft: z.boolean(),
    }),
    languages: z.array(
      z.object({
        cultureName: z.string(),
        uiCultureName: z.string(),
        displayName: z.string(),
        isRightToLeft: z.boolean(),
      }),
    ),
    defaultResourceName: z.string(),
  }),
  auth: z.object({ grantedPolicies: z.record(z.string(), z.boolean()) }),
  setting: z.object({ values: z.record(z.string(), z.string()) }),
  features: z.object({ values: z.record(z.string(), z.string()) }),
  currentUser: z.object({
    isAuthenticated: z.boolean(),
    id: z.string().nullable(),
    tenantId: z.string().nullable(),
    userName: z.string().nullable(),
    name: z.string().nullable(),
    surName: z.string().nullable(),
    email: z.string().nullable(),
    roles: z.array(z.string()),
    employeeId: z.string().nullable(),
  }),
  currentTenant: z.object({
    id: z.string().nullable(),
    name: z.string().nullable(),
    isAvailable: z.boolean(),
  }),
  multiTenancy: z.object({ isEnabled: z.boolean() }),
  timing: z.object({ timeZone: z.object({ iana: z.object({ timeZoneName: z.string() }) }) }),
});
export type ApplicationConfiguration = z.infer<typeof applicationConfiguration>;

/** The web app's start-up call, for anonymous users too. */
export const appConfigEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/abp/application-configuration',
    response: applicationConfiguration,
    access: access.public,
    tag: 'Abp',
  }),
};
