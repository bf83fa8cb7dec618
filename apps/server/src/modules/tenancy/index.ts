import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { UserService } from '../identity/user.service.ts';
import { createEmailingService } from './emailing.service.ts';
import { createFeatureManagementService } from './feature-management.service.ts';
import { tenancyRoutes } from './tenancy.routes.ts';
import { seedTenancy } from './tenancy.seed.ts';
import { createTenantService } from './tenant.service.ts';
import { createTimeSettingsService } from './time-settings.service.ts';

/** Tenants, feature management (host defaults and per tenant) and the settings of tenants. */
function createTenancyServices({ db, platform, use }: ModuleSetup) {
  const tenants = createTenantService(db, {
    users: use<Pick<UserService, 'create' | 'createRole'>>('identity', 'users'),
    settings: platform.settings,
  });
  return {
    tenants,
    emailing: createEmailingService(platform),
    timeSettings: createTimeSettingsService(platform),
    featureManagement: createFeatureManagementService({ ...platform, tenants }),
  };
}
export type TenancyServices = ReturnType<typeof createTenancyServices>;

export const tenancyModule = defineModule({
  name: 'tenancy',
  services: createTenancyServices,
  routes: tenancyRoutes,
  seed: seedTenancy,
});
