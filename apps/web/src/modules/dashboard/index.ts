import { HrDashboardPermissions, PayrollDashboardPermissions } from '@hr/contracts';
import { lazy } from 'react';
import { defineModule } from '../../app/module.ts';
import { prefetchFigures } from './api/dashboard.api.ts';

const hrDashboard = () => import('./components/HrDashboard.tsx');
const payrollDashboard = () => import('./components/PayrollDashboard.tsx');
const employeeHome = () => import('./components/EmployeeHome.tsx');
/** The charts' pictures (recharts), loaded by DashboardChart once a chart has figures. */
const chartPicture = () => import('./components/ChartPicture.tsx');

/**
 * The home page's dashboards: HR's (HR.Dashboard), payroll's (Payroll.Dashboard) and the employee's own
 * (a user linked to an employee). Each in its own chunk, its charts' pictures (recharts) in another: `prefetch`
 * starts the shown one's calls and chunk together, from the home page's first render.
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
      Component: lazy(() => hrDashboard().then((m) => ({ default: m.HrDashboard }))),
      prefetch: () => {
        prefetchFigures(['hrHeadcount', 'hrToday', 'hrAttention', 'hrLeave']);
        void hrDashboard();
      },
      preload: () => Promise.all([hrDashboard(), chartPicture()]),
    },
    {
      key: 'payroll',
      order: 20,
      title: 'dashboard::Tabs.Payroll',
      policy: PayrollDashboardPermissions.Dashboard.Default,
      Component: lazy(() => payrollDashboard().then((m) => ({ default: m.PayrollDashboard }))),
      prefetch: () => {
        prefetchFigures(['payrollCost', 'payrollActivity']);
        void payrollDashboard();
      },
      preload: () => Promise.all([payrollDashboard(), chartPicture()]),
    },
    {
      key: 'me',
      order: 30,
      title: 'dashboard::Tabs.Me',
      requiresEmployee: true,
      Component: lazy(() => employeeHome().then((m) => ({ default: m.EmployeeHome }))),
      prefetch: () => {
        prefetchFigures(['me']);
        void employeeHome();
      },
      preload: employeeHome,
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
