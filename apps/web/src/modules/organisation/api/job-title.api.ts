import { jobTitleEndpoints } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { lookupQuery } from '../../../components/lookup.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['organisation', 'job-titles'], jobTitleEndpoints);

/** Job titles (list filters: departmentId, filter) and the org chart with the employees holding each. */
export const jobTitleApi = {
  ...resource,
  /** Under the list key, so that whatever refreshes the lists after a change refreshes the chart too. */
  treeKey: () => [...resource.keys.lists(), 'tree'] as const,
  tree: () => call(jobTitleEndpoints.treeWithEmployees, {}),
  /** Every job title, by name, up to `max` (select lists use the spec's 999); a lookup (`useLookup`). */
  all: (max = 999) =>
    lookupQuery(jobTitleEndpoints.list, {
      queryKey: [...resource.keys.lists(), 'all', max] as const,
      queryFn: () => resource.list({ skipCount: 0, maxResultCount: max }),
    }),
};
