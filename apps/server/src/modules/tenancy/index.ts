import type { AppModule } from '../../platform/module.ts';
import { emailingRoutes } from './emailing.routes.ts';
import { tenancyRoutes } from './tenancy.routes.ts';
import { seedTenancy } from './tenancy.seed.ts';

/** Tenants; features and settings of tenants come with the administration issue. */
export const tenancyModule: AppModule = {
  name: 'tenancy',
  routes: (services) => async (app) => {
    await app.register(tenancyRoutes(services));
    await app.register(emailingRoutes(services));
  },
  seed: seedTenancy,
};
