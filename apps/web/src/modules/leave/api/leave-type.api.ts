import { leaveTypeEndpoints } from '@hr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['leave', 'types'], leaveTypeEndpoints);

/** Leave types: the five calls and the names every signed-in user reads (pickers, filters). */
export const leaveTypeApi = {
  ...resource,
  /** Every type's id, name and unit; under the list key, so that a change refreshes the pickers. */
  names: () =>
    queryOptions({
      queryKey: [...resource.keys.lists(), 'id-and-name'] as const,
      queryFn: () => call(leaveTypeEndpoints.idAndName, {}),
    }),
};
