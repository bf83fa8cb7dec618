import { type ApplicationConfiguration, EmployeesPermissions, employeeEndpoints } from '@hr/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { appConfigQuery } from '../app/config/app-config.ts';
import { homeCards, homeDashboards, moduleRoutes } from '../app/modules.ts';
import { queryClient } from '../app/query-client.ts';
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

  it('are declared on every route of the menu, each query keyed and with its call', async () => {
    // The routes a prefetch would need to compute from more than the address: the settings page's first group
    // depends on features and policies, the holiday calendar's range on the calendar's grid (its locale).
    const without = ['setting-management', 'self-service/holiday-calendar'];
    const menuRoutes = moduleRoutes.filter((r) => r.menu);
    expect(menuRoutes.filter((r) => !r.prefetch && !without.includes(r.path)).map((r) => r.path)).toEqual([]);
    // The profiles (their tabs come from other modules) prefetch too.
    expect(moduleRoutes.filter((r) => r.prefetch).map((r) => r.path)).toEqual(
      expect.arrayContaining(['hr/employees/view/:id', 'self-service/my-profile']),
    );
    // A route's queries may read the configuration (the employee, the tenant's time zone).
    queryClient.setQueryData(appConfigQuery.queryKey, signedInConfig);
    for (const route of moduleRoutes.filter((r) => r.prefetch))
      for (const query of await route.prefetch!({ id: 'e1' })) {
        expect(query.queryKey.length, route.path).toBeGreaterThan(0);
        expect(typeof query.queryFn, route.path).toBe('function');
      }
  });

  it("are declared by the home page's cards and dashboards, which its route starts with the move", () => {
    // A card or a dashboard without them asks only once its chunk has come and it is drawn (a waterfall).
    expect(homeCards.filter((card) => !card.prefetch).map((card) => card.key)).toEqual([]);
    expect(homeDashboards.filter((d) => !d.prefetch || !d.preload).map((d) => d.key)).toEqual([]);
    for (const part of [...homeCards, ...homeDashboards])
      for (const query of part.prefetch!()) {
        expect(query.queryKey.length, part.key).toBeGreaterThan(0);
        expect(typeof query.queryFn, part.key).toBe('function');
      }
  });
});

/** A signed-in employee of a tenant, with no policy. */
const signedInConfig: ApplicationConfiguration = {
  localization: {
    currentCulture: { cultureName: 'en', name: 'en', displayName: 'English', isRightToLeft: false },
    languages: [],
    defaultResourceName: 'HR',
  },
  auth: { grantedPolicies: {} },
  setting: { values: {} },
  features: { values: {} },
  currentUser: {
    isAuthenticated: true,
    id: 'u1',
    tenantId: 't1',
    userName: 'employee',
    name: null,
    surName: null,
    email: null,
    roles: [],
    employeeId: 'e1',
  },
  currentTenant: { id: 't1', name: 'acme', isAvailable: true },
  multiTenancy: { isEnabled: true },
  timing: { timeZone: { iana: { timeZoneName: 'Asia/Riyadh' } } },
};
