import type { Endpoint, EndpointInput, EndpointOutput } from '@hr/contracts';
import { call } from '../app/api-client.ts';
import { lookupQuery } from './lookup.ts';
import type { ListParams } from './ResourceTable.tsx';

type Query<E extends Endpoint> = EndpointInput<E> extends { query?: infer Q } ? Q : never;

/**
 * The calls of an API wrapper that {@link endpointResource} does not build (a resource's own lists and
 * actions), typed from the endpoint's descriptor.
 */

/** A list endpoint called with a table's page, sort and filters. */
export function listCall<E extends Endpoint>(endpoint: E) {
  return (params: ListParams | Query<E>): Promise<EndpointOutput<E>> =>
    call(endpoint, { query: params } as EndpointInput<E>);
}

/** An endpoint that names one record by id (read it, or an action on it with no body). */
export function idCall<E extends Endpoint>(endpoint: E) {
  return (id: string): Promise<EndpointOutput<E>> => call(endpoint, { params: { id } } as EndpointInput<E>);
}

/**
 * A resource's choices for a select: its first `size` records (one page), under its lists' key, read only
 * by users who may read the list (`lookupQuery`).
 */
export function pickerQuery<T>(
  resource: { keys: { lists: () => readonly unknown[] }; list: (params: ListParams) => Promise<T> },
  endpoint: Endpoint,
  size: number,
) {
  return lookupQuery(endpoint, {
    queryKey: [...resource.keys.lists(), 'picker'] as const,
    queryFn: () => resource.list({ skipCount: 0, maxResultCount: size }),
  });
}

/**
 * The query keys of a resource whose wrapper endpointResource does not build: everything (`all`), its lists
 * and one record; spread them into the wrapper's own keys.
 */
export function resourceKeys<const K extends readonly string[]>(all: K) {
  return {
    all,
    lists: () => [...all, 'list'] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}
