import type { Endpoint, EndpointInput, EndpointOutput } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { call } from '../app/api-client.ts';
import { lookupQuery } from './lookup.ts';

type Items<E extends Endpoint> = EndpointOutput<E> extends { items: readonly (infer T)[] } ? T : never;

/**
 * The query of a tab that reads one employee's records with a resource's list endpoint: filtered by
 * `employeeId`, a bounded page of 100 in the list's `sorting`, under the resource's key (`[...all,
 * 'of-employee', employeeId]`), with the list's policies (a profile route prefetches a tab's). Spread into
 * ProfileTable.
 */
export function employeeRecords<E extends Endpoint>(
  resource: { keys: { all: QueryKey } },
  list: E,
  employeeId: string,
  sorting: string,
) {
  const query = { employeeId, maxResultCount: 100, sorting };
  const queryKey: QueryKey = [...resource.keys.all, 'of-employee', employeeId];
  const queryFn = async (): Promise<readonly Items<E>[]> =>
    ((await call(list, { query } as EndpointInput<E>)) as { items: Items<E>[] }).items;
  return { queryKey, queryFn, meta: lookupQuery(list, { queryKey, queryFn }).meta };
}
