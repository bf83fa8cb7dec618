import type { CreateTenantInput, TenantDto, UpdateTenantInput } from '@hr/contracts';
import { createResourceApi } from '../../../components/resource-api.ts';

export const tenantsApi = createResourceApi<TenantDto, CreateTenantInput, UpdateTenantInput>(
  '/api/multi-tenancy/tenants',
  ['tenancy', 'tenants'],
);
