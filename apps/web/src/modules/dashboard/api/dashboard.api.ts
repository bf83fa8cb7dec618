import { dashboardEndpoints as D, type DashboardQuery, type EndpointOutput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';
import { queryClient } from '../../../app/query-client.ts';

type Figures = 'hrHeadcount' | 'hrToday' | 'hrAttention' | 'hrLeave' | 'payrollCost' | 'payrollActivity';

/** Query keys of the dashboards: every figure under `dashboard`, refreshed together. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  figure: (name: Figures | 'me', query?: DashboardQuery) => ['dashboard', name, query ?? {}] as const,
};

const figure = <N extends Figures>(name: N, query: DashboardQuery) => ({
  queryKey: dashboardKeys.figure(name, query),
  queryFn: () =>
    call(D[name] as (typeof D)['hrHeadcount'], { query }, { silent: true }) as unknown as Promise<
      EndpointOutput<(typeof D)[N]>
    >,
  staleTime: 60_000,
});
const employeeHome = {
  queryKey: dashboardKeys.figure('me'),
  queryFn: () => call(D.employeeHome, {}, { silent: true }),
  staleTime: 60_000,
};

/** One figure of a dashboard, read quietly (a failure shows in its card, the rest of the page stays). */
export function useFigure<N extends Figures>(name: N, query: DashboardQuery) {
  return useQuery(figure(name, query));
}

export function useEmployeeHome() {
  return useQuery(employeeHome);
}

/**
 * A dashboard's figures asked for before its chunk (and the charts) arrives: the home page calls it when it
 * shows the dashboard, so the API calls and the chunk load side by side instead of one after the other. The
 * same query keys as the hooks (unfiltered), so the components find the answers (or the calls in flight).
 */
export function prefetchFigures(names: readonly (Figures | 'me')[]) {
  for (const name of names) {
    if (name === 'me') void queryClient.prefetchQuery(employeeHome);
    else void queryClient.prefetchQuery(figure(name, {}));
  }
}
