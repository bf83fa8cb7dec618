import { roleEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['identity', 'roles'], roleEndpoints);

export const rolesApi = {
  ...resource,
  /** Every role of the tenant, without paging. */
  all: () => call(roleEndpoints.all, {}),
};
