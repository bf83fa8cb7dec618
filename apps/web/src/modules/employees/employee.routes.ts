import { EmployeesPermissions, FeatureNames } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import { recordFormRoutes, recordPaths } from '../../components/record-routes.ts';
import type { EmployeesMenuKey } from './menu.ts';

const P = EmployeesPermissions.Employees;
const hr = featureGate(FeatureNames.HR.Enable);

/** The web paths of the employee pages. */
export const employeePaths = recordPaths('/hr/employees');

const formPage = () => import('./pages/employee-form/EmployeeFormPage.tsx').then((m) => m.EmployeeFormPage);

/** The employees list and its create and update pages (the update page is read-only without Update). */
export const employeeRoutes: readonly ModuleRoute<EmployeesMenuKey>[] = [
  {
    path: 'hr/employees',
    menu: 'hr.employees',
    load: () => import('./pages/employees/EmployeesPage.tsx').then((m) => m.EmployeesPage),
  },
  ...recordFormRoutes<EmployeesMenuKey>('hr/employees', P, [hr], formPage),
];
