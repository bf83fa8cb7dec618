import { HrDashboardPermissions, PayrollDashboardPermissions } from '@hr/contracts';
import { defineModule, lazyPreloadable } from '../../app/module.ts';
import { departmentApi } from '../organisation/public.ts';
import { figureQueries } from './api/dashboard.api.ts';

const hrDashboard = lazyPreloadable(() => import('./components/HrDashboard.tsx').then((m) => m.HrDashboard));
const payrollDashboard = lazyPreloadable(() =>
  import('./components/PayrollDashboard.tsx').then((m) => m.PayrollDashboard),
);
const employeeHome = lazyPreloadable(() =>
  import('./components/EmployeeHome.tsx').then((m) => m.EmployeeHome),
);
/** The charts' pictures (recharts), loaded by DashboardChart once a chart has figures. */
const chartPicture = () =>
  import('./components/chart-picture-lazy.ts').then((m) => m.LazyChartPicture.preload());

/**
 * The home page's dashboards: HR's (HR.Dashboard), payroll's (Payroll.Dashboard) and the employee's own
 * (a user linked to an employee). Each in its own chunk, its charts' pictures (recharts) in another: the move to
 * the home page starts the shown one's calls (`prefetch`: its figures, the filters' departments) and its code
 * (`preload`: its chunk, the charts') together.
 */
export const dashboardModule = defineModule({
  name: 'dashboard',
  routes: [],
  homeDashboards: [
    {
      key: 'hr',
      order: 10,
      title: 'dashboard::Tabs.Hr',
      policy: HrDashboardPermissions.Dashboard.Default,
      Component: hrDashboard,
      prefetch: () => [
        ...figureQueries(['hrHeadcount', 'hrToday', 'hrAttention', 'hrLeave']),
        departmentApi.picker(),
      ],
      preload: () => Promise.all([hrDashboard.preload(), chartPicture()]),
    },
    {
      key: 'payroll',
      order: 20,
      title: 'dashboard::Tabs.Payroll',
      policy: PayrollDashboardPermissions.Dashboard.Default,
      Component: payrollDashboard,
      prefetch: () => [...figureQueries(['payrollCost', 'payrollActivity']), departmentApi.picker()],
      preload: () => Promise.all([payrollDashboard.preload(), chartPicture()]),
    },
    {
      key: 'me',
      order: 30,
      title: 'dashboard::Tabs.Me',
      requiresEmployee: true,
      Component: employeeHome,
      prefetch: () => figureQueries(['me']),
      preload: employeeHome.preload,
    },
  ],
  // The figures count employees, requests, contracts, payslips: any change there may move them.
  invalidates: {
    employees: ['dashboard'],
    'leave.requests': ['dashboard'],
    'requests.goTasks': ['dashboard'],
    'employment.contracts': ['dashboard'],
    'payroll.payslips': ['dashboard'],
    'payroll.runs': ['dashboard'],
  },
});
