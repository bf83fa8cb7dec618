import { type Endpoint, maxPageSize } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { lookupQuery } from './lookup.ts';
import type { ListParams } from './ResourceTable.tsx';

/** The rows a list shows at first (ResourceTable's `defaultPageSize`). */
export const listPageSize = 10;

/**
 * The first page of a list as `ResourceTable` asks for it on a first visit (its `queryKey` and `fetch`, as
 * `resourceList(api)` gives them; no filter, search or sorting, `listPageSize` rows; `params`: the page's own
 * fixed ones; `pageSize`: its `defaultPageSize`, `unpaged`: one page of the server's cap), with the policies of
 * its endpoint: what a route's `prefetch` names so the table finds it.
 */
export function firstListPage(
  list: { queryKey: QueryKey; fetch: (params: ListParams) => Promise<unknown> },
  endpoint: Endpoint,
  params: Record<string, unknown> = {},
  { pageSize = listPageSize, unpaged = false }: { pageSize?: number; unpaged?: boolean } = {},
) {
  const size = unpaged ? maxPageSize : pageSize;
  const listParams = { ...params, skipCount: 0, maxResultCount: size } as ListParams;
  return lookupQuery(endpoint, {
    queryKey: [...list.queryKey, listParams] as const,
    queryFn: () => list.fetch(listParams),
  });
}

/**
 * A page's own query options (`useQuery(api.settings())`, `pickerQuery`'s) as a route's `prefetch` names them:
 * the same key, call and options, with the policies of the endpoint it calls in its `meta` (as `lookupQuery`
 * puts them), so that a user without them is not asked.
 */
export function routeQuery<O extends { queryKey: QueryKey; meta?: Record<string, unknown> | undefined }>(
  endpoint: Endpoint,
  options: O,
): O {
  const { meta } = lookupQuery(endpoint, { queryKey: options.queryKey, queryFn: () => undefined });
  return { ...options, meta: { ...options.meta, ...meta } };
}
