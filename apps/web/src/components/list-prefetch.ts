import type { Endpoint } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { lookupQuery } from './lookup.ts';
import type { ListParams } from './ResourceTable.tsx';

/** The rows a list shows at first (ResourceTable's `defaultPageSize`). */
export const listPageSize = 10;

/**
 * The first page of a list as `ResourceTable` asks for it on a first visit (its `queryKey` and `fetch`, as
 * `resourceList(api)` gives them; no filter, search or sorting, `listPageSize` rows; `params`: the page's own
 * fixed ones), with the policies of its endpoint: what a route's `prefetch` names so the table finds it.
 */
export function firstListPage(
  list: { queryKey: QueryKey; fetch: (params: ListParams) => Promise<unknown> },
  endpoint: Endpoint,
  params: Record<string, unknown> = {},
) {
  const listParams = { ...params, skipCount: 0, maxResultCount: listPageSize } as ListParams;
  return lookupQuery(endpoint, {
    queryKey: [...list.queryKey, listParams] as const,
    queryFn: () => list.fetch(listParams),
  });
}
