import { defineContractModule } from '../platform/contract-module.ts';
import { dashboardErrors } from './dashboard.errors.ts';
import { hrDashboardPermissions, payrollDashboardPermissions } from './dashboard.permissions.ts';

export * from './dashboard.contract.ts';
export * from './dashboard.errors.ts';
export * from './dashboard.permissions.ts';

/** The home page's dashboards: HR's, payroll's and the employee's own. */
export const dashboardContracts = defineContractModule({
  name: 'dashboard',
  permissions: [
    { group: 'HR', order: 5, definitions: hrDashboardPermissions },
    { group: 'PR', order: 5, definitions: payrollDashboardPermissions },
  ],
  errors: dashboardErrors,
});
