import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createHrDashboard } from './dashboard.hr.ts';
import { createRosterJob, dashboardJobs } from './dashboard.jobs.ts';
import { createEmployeeHome } from './dashboard.me.ts';
import { createPayrollDashboard } from './dashboard.payroll.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

/**
 * The home page's dashboards (issue 41): HR's, payroll's and the employee's own. A read model: aggregates in
 * SQL over the tables of the modules it summarises, in the caller's tenant (row-level security applies), and
 * a summary of Confirmed payslips kept by a trigger on payslips, and the day's roster of who is expected (built by an
 * hourly job before the day starts, or on the day's first read, then kept by triggers: README.md). The expected time
 * comes from employment, documents expiring from employees, the base currency from finance.
 */
function createDashboardServices({ db, platform, modules }: ModuleSetup) {
  const timeZoneOf = (ctx: { tenantId: string | null }) => platform.settings.timeZoneOf(ctx);
  const hr = createHrDashboard(db, {
    timeZoneOf,
    holidays: modules.time.holidays,
    documents: modules.employees.documents,
  });
  const payroll = createPayrollDashboard(db, { timeZoneOf, currencies: modules.finance.currencies });
  const me = createEmployeeHome(db, {
    timeZoneOf,
    attendanceDays: modules.time.attendanceDays,
    documents: modules.employees.documents,
  });
  const roster = createRosterJob(db, {
    tenants: modules.tenancy.tenants,
    timeZoneOf: (tenantId) => platform.settings.timeZoneOf({ tenantId }),
    jobExecutions: modules.time.jobExecutions,
  });
  return { hr, payroll, me, roster };
}
export type DashboardServices = ReturnType<typeof createDashboardServices>;

export const dashboardModule = defineModule({
  name: 'dashboard',
  services: createDashboardServices,
  routes: dashboardRoutes,
  // The day's roster, built before the day starts in each tenant's zone (dashboard.jobs.ts).
  jobs: dashboardJobs,
});
