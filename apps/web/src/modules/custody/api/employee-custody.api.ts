import {
  type EmployeeCustodyDto,
  employeeCustodyEndpoints,
  type PagedResult,
  type ReleaseEmployeeCustodyInput,
} from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['custody', 'custodies'], employeeCustodyEndpoints);

/** Employee custody: list, get, create, and the release of one. */
export const employeeCustodyApi = {
  ...resource,
  release: (id: string, body: ReleaseEmployeeCustodyInput) =>
    call(employeeCustodyEndpoints.release, { params: { id }, body }),
  /** What an employee still holds, oldest receipt first (at most 1000: one page). */
  heldBy: (employeeId: string) =>
    queryOptions({
      queryKey: [...resource.keys.lists(), 'held', employeeId] as const,
      queryFn: (): Promise<PagedResult<EmployeeCustodyDto>> =>
        call(employeeCustodyEndpoints.list, {
          query: { employeeId, held: true, sorting: 'receiptDate asc', skipCount: 0, maxResultCount: 1000 },
        }),
    }),
};
