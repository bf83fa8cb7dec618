import { departmentEndpoints, departmentPickerSize } from '@hr/contracts';
import { lookupQuery } from '../../../components/lookup.ts';
import { endpointResource } from '../../../components/resource-api.ts';

const resource = endpointResource(['organisation', 'departments'], departmentEndpoints);

/** Departments: the five calls of the contracts, every department at once, and the pickers' list. */
export const departmentApi = {
  ...resource,
  /**
   * Every department, by name, up to `max` (the tree: 1000; pickers: the spec's 999). Under the list key,
   * so that a change refreshes it with the table. A lookup: read with `useLookup`, only by users who may.
   */
  all: (max = 1000) =>
    lookupQuery(departmentEndpoints.list, {
      queryKey: [...resource.keys.lists(), 'all', max] as const,
      queryFn: () => resource.list({ skipCount: 0, maxResultCount: max }),
    }),
  /** For the pickers of departments (the parent of a department, the department of a job title). */
  picker: () => departmentApi.all(departmentPickerSize),
};
