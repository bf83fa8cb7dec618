import { dashboardEndpoints as D, type DashboardQuery, type EndpointOutput } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../app/api-client.ts';

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
 * A dashboard's figures as its home route asks for them before its chunk (and the charts) arrives
 * (`HomeDashboard.prefetch`): the same query options as the hooks (unfiltered), so the components find the
 * answers, or the calls in flight.
 */
export function figureQueries(names: readonly (Figures | 'me')[]) {
  return names.map((name) => (name === 'me' ? employeeHome : figure(name, {})));
}
