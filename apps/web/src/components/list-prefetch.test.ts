import { EmployeesPermissions, employeeEndpoints } from '@hr/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { moduleRoutes } from '../app/modules.ts';
import { firstListPage, listPageSize } from './list-prefetch.ts';
import { lookupPolicy } from './lookup.ts';

describe("a route's first calls, started with its code", () => {
  it('are the first page ResourceTable asks for: one call, found in the cache by the table', async () => {
    let calls = 0;
    const list = {
      queryKey: ['employees', 'list'] as const,
      fetch: async () => ({ items: [], totalCount: ++calls }),
    };
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    const first = firstListPage(list, employeeEndpoints.list);
    await client.prefetchQuery(first);
    // The table's own first key: its filters unset (undefined), no search nor sorting, the first page.
    const tableKey = [
      ...list.queryKey,
      { employeeId: undefined, states: undefined, skipCount: 0, maxResultCount: listPageSize },
    ];
    await client.fetchQuery({ queryKey: tableKey, queryFn: () => list.fetch(), staleTime: 30_000 });
    expect(calls).toBe(1);
    // Who may not read the list is not asked: the query carries the endpoint's policies.
    expect(lookupPolicy(first)).toEqual([EmployeesPermissions.Employees.Default]);
  });

  it('are declared on the busiest list routes, each query keyed and with its call', async () => {
    const declared = moduleRoutes.filter((r) => r.prefetch).map((r) => r.path);
    expect(declared).toEqual(
      expect.arrayContaining([
        'hr/employees',
        'hr/time-off/leave-requests',
        'identity/users',
        'hr/fingerprint/employee-pins',
        'finance/bank',
        'hr/contracts',
        'hr/attendance',
      ]),
    );
    for (const route of moduleRoutes.filter((r) => r.prefetch))
      for (const query of await route.prefetch!()) {
        expect(query.queryKey.length, route.path).toBeGreaterThan(0);
        expect(typeof query.queryFn, route.path).toBe('function');
      }
  });
});
