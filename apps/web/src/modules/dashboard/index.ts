import { HrDashboardPermissions, PayrollDashboardPermissions } from '@hr/contracts';
import { lazy } from 'react';
import { defineModule } from '../../app/module.ts';
import { prefetchFigures } from './api/dashboard.api.ts';

/**
 * The home page's dashboards: HR's (HR.Dashboard), payroll's (Payroll.Dashboard) and the employee's own
 * (a user linked to an employee). Each in its own chunk with the charts (recharts), fetched when shown.
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
      Component: lazy(() => import('./components/HrDashboard.tsx').then((m) => ({ default: m.HrDashboard }))),
      prefetch: () => prefetchFigures(['hrHeadcount', 'hrToday', 'hrAttention', 'hrLeave']),
    },
    {
      key: 'payroll',
      order: 20,
      title: 'dashboard::Tabs.Payroll',
      policy: PayrollDashboardPermissions.Dashboard.Default,
      Component: lazy(() =>
        import('./components/PayrollDashboard.tsx').then((m) => ({ default: m.PayrollDashboard })),
      ),
      prefetch: () => prefetchFigures(['payrollCost', 'payrollActivity']),
    },
    {
      key: 'me',
      order: 30,
      title: 'dashboard::Tabs.Me',
      requiresEmployee: true,
      Component: lazy(() =>
        import('./components/EmployeeHome.tsx').then((m) => ({ default: m.EmployeeHome })),
      ),
      prefetch: () => prefetchFigures(['me']),
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
