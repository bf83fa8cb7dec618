import { accessPolicies, type Endpoint } from '@hr/contracts';
import {
  type QueryFunction,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
} from '@tanstack/react-query';
import type { Policy } from '../app/config/policy.ts';
import { usePermission } from '../app/config/usePermission.ts';

/**
 * The policies a lookup's endpoint wants, in its query's `meta`: a picker of another module's records
 * (the departments of a payslip filter) is read only by users who may read them.
 */
const lookupMetaKey = 'lookupPolicies';

/** The policies a lookup carries in its options (none: any signed-in user reads it). */
export function lookupPolicy(options: { meta?: Record<string, unknown> | undefined }): Policy | undefined {
  const policies = options.meta?.[lookupMetaKey];
  return Array.isArray(policies) && policies.length > 0 ? (policies as string[]) : undefined;
}

/**
 * A lookup's query options (the list a select or a filter offers), carrying the policies of the endpoint it
 * calls, so that {@link useLookup} leaves it unread for a user without them.
 */
export function lookupQuery<T, K extends QueryKey>(
  endpoint: Endpoint,
  options: { queryKey: K; queryFn: QueryFunction<T, K> },
) {
  return queryOptions({ ...options, meta: { [lookupMetaKey]: accessPolicies(endpoint.access) } });
}

/**
 * Reads a lookup when the user holds its endpoint's policies; `allowed` says whether they do, so that the
 * page hides the filter or field it feeds instead of asking the server for a refusal.
 */
export function useLookup<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> & { allowed: boolean } {
  const allowed = usePermission(lookupPolicy(options));
  const query = useQuery({ ...options, enabled: allowed ? (options.enabled ?? true) : false });
  return { ...query, allowed };
}

type Lookup<T> = Pick<UseQueryResult<{ items: T[] }>, 'data' | 'isPending'> & { allowed: boolean };
interface LookupOption {
  value: string;
  label: string;
}

/**
 * A select's options, loading and disabled state from a paged lookup. Without the lookup's policies it
 * offers only the record's own choices (`current`, named as the record has them), shown and not changeable.
 */
export function lookupSelect<T>(
  lookup: Lookup<T>,
  option: (item: T) => LookupOption,
  current?: LookupOption | readonly LookupOption[] | null,
): { options: LookupOption[]; loading: boolean; disabled?: true } {
  if (!lookup.allowed) {
    const own = current ? ([] as LookupOption[]).concat(current) : [];
    return { options: own, loading: false, disabled: true };
  }
  return { options: (lookup.data?.items ?? []).map(option), loading: lookup.isPending };
}
