import type { AppModule } from '../../platform/module.ts';
import { tenancyRoutes } from './tenancy.routes.ts';
import { seedTenancy } from './tenancy.seed.ts';

/** Tenants; features and settings of tenants come with the administration issue. */
export const tenancyModule: AppModule = {
  name: 'tenancy',
  routes: tenancyRoutes,
  seed: seedTenancy,
};
