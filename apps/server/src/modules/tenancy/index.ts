import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createEmailingService } from './emailing.service.ts';
import { createFeatureManagementService } from './feature-management.service.ts';
import { createLanguageSettingsService } from './language-settings.service.ts';
import { tenancyRoutes } from './tenancy.routes.ts';
import { seedTenancy } from './tenancy.seed.ts';
import { createTenantService } from './tenant.service.ts';
import { createTimeSettingsService } from './time-settings.service.ts';

/** Tenants, feature management (host defaults and per tenant) and the settings of tenants. */
function createTenancyServices({ db, platform, modules }: ModuleSetup) {
  const tenants = createTenantService(db, {
    users: modules.identity.users,
    settings: platform.settings,
  });
  return {
    tenants,
    emailing: createEmailingService(platform),
    timeSettings: createTimeSettingsService(platform),
    languageSettings: createLanguageSettingsService(platform),
    featureManagement: createFeatureManagementService({
      ...platform,
      tenants,
      securityLog: { record: (...args) => modules.identity.securityLog.record(...args) },
    }),
  };
}
export type TenancyServices = ReturnType<typeof createTenancyServices>;

export const tenancyModule = defineModule({
  name: 'tenancy',
  services: createTenancyServices,
  exports: ({ tenants }) => ({ tenants }),
  routes: tenancyRoutes,
  seed: seedTenancy,
});
