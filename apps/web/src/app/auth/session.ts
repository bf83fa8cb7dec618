import type { QueryClient } from '@tanstack/react-query';
import { appConfigKeys, appConfigQuery } from '../config/app-config.ts';

/**
 * After the user, the tenant or the token changes: forget every cached answer of the previous session and
 * load the application configuration again (it carries the user, tenant, policies and features).
 */
export async function refreshSession(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] !== appConfigKeys.all[0] || query.queryKey[1] !== appConfigKeys.all[1],
  });
  await queryClient.fetchQuery({ ...appConfigQuery, staleTime: 0 });
}
