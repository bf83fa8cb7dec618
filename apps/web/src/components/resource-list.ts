import type { PagedResult } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import type { ListParams } from './ResourceTable.tsx';

/**
 * A resource's list as ResourceTable reads it: the key its changes refresh, its list call and the fields
 * its contract sorts by. Spread it into the table: `<ResourceTable {...resourceList(api)} … />`.
 */
export function resourceList<T>(api: {
  keys: { lists: () => QueryKey };
  list: (params: ListParams) => Promise<PagedResult<T>>;
  sortFields?: readonly string[] | undefined;
}) {
  return { queryKey: api.keys.lists(), fetch: api.list, sortFields: api.sortFields };
}
