import { tenantEndpoints } from '@hr/contracts';
import { endpointResource } from '../../../components/resource-api.ts';

export const tenantsApi = endpointResource(['tenancy', 'tenants'], tenantEndpoints);
