import type { Endpoint, EndpointInput, EndpointOutput } from '@hr/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { call } from '../app/api-client.ts';
import { routeQuery } from './list-prefetch.ts';

/**
 * A home card's read (app/module.ts `HomeCard`): the first `count` rows of a list, `silent` (a failure shows in
 * its card, not as a notification over the whole page), with the policies of its endpoint. The card reads it and
 * its `prefetch` names it, so the move to the home page starts the call beside the card's code.
 */
export function homeQuery<E extends Endpoint, K extends QueryKey>(
  endpoint: E,
  queryKey: K,
  count: number,
  filters?: object,
) {
  const input = { query: { ...filters, skipCount: 0, maxResultCount: count } } as EndpointInput<E>;
  return routeQuery(endpoint, {
    queryKey,
    queryFn: (): Promise<EndpointOutput<E>> => call(endpoint, input, { silent: true }),
  });
}
