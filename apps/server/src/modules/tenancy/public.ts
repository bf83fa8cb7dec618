// What other modules may use of tenancy: the tenants (resolved by the request context, listed by the daily
// jobs, found by name by the seeds), and the demo tenant's name.
import type { TenantService } from './tenant.service.ts';

export { demoTenantName } from './tenancy.seed.ts';

export interface TenancyApi {
  tenants: Pick<TenantService, 'resolve' | 'findByName' | 'list'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    tenancy: TenancyApi;
  }
}
