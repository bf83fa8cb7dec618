import { definePermissions } from '../platform/permissions.ts';

/**
 * The dashboards of the home page: HR's (group HR) and payroll's (group PR: named PR.Dashboard after its group,
 * as every payroll permission is, where the issue wrote Payroll.Dashboard).
 */
export const { names: HrDashboardPermissions, definitions: hrDashboardPermissions } = definePermissions({
  Dashboard: { name: 'HR.Dashboard', en: 'HR dashboard', ar: 'لوحة الموارد البشرية' },
});

export const { names: PayrollDashboardPermissions, definitions: payrollDashboardPermissions } =
  definePermissions({
    Dashboard: { name: 'PR.Dashboard', en: 'Payroll dashboard', ar: 'لوحة الرواتب' },
  });
