import type { AppModule } from '../../platform/module.ts';
import { emailingRoutes } from './emailing.routes.ts';
import { createFeatureManagementService } from './feature-management.service.ts';
import { featureRoutes } from './features.routes.ts';
import { tenancyRoutes } from './tenancy.routes.ts';
import { seedTenancy } from './tenancy.seed.ts';

/** Tenants, feature management (host defaults and per tenant) and the settings of tenants. */
export const tenancyModule: AppModule = {
  name: 'tenancy',
  routes: (services) => async (app) => {
    await app.register(tenancyRoutes(services));
    await app.register(emailingRoutes(services));
    await app.register(featureRoutes(services, createFeatureManagementService(services)));
  },
  seed: seedTenancy,
};
