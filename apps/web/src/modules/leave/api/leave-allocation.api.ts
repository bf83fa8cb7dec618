import { type AllocateDepartmentInput, leaveAllocationEndpoints } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { homeQuery } from '../../../components/home-query.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['leave', 'allocations'], leaveAllocationEndpoints);

/** Leave allocations: the five calls, the employee's own balances, the department bulk action. */
export const leaveAllocationApi = {
  ...resource,
  /** The signed-in employee's balances per leave type, with each type's allocations. */
  own: (skipCount: number, maxResultCount: number) =>
    queryOptions({
      queryKey: [...resource.keys.all, 'own', skipCount, maxResultCount] as const,
      queryFn: () => call(leaveAllocationEndpoints.own, { query: { skipCount, maxResultCount } }),
    }),
  /** The home card's read: the first four leave types' balances. */
  ownForHome: () => homeQuery(leaveAllocationEndpoints.own, [...resource.keys.all, 'own', 'home'], 4),
  allocateDepartment: (body: AllocateDepartmentInput) =>
    call(leaveAllocationEndpoints.allocateDepartment, { body }),
};
