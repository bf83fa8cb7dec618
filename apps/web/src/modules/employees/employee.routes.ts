import { EmployeesPermissions, FeatureNames } from '@hr/contracts';
import { featureGate } from '../../app/config/policy.ts';
import type { ModuleRoute } from '../../app/module.ts';
import type { EmployeesMenuKey } from './menu.ts';

const P = EmployeesPermissions.Employees;
const hr = featureGate(FeatureNames.HR.Enable);

/** The web paths of the employee pages. */
export const employeePaths = {
  list: '/hr/employees',
  create: '/hr/employees/create',
  update: (id: string) => `/hr/employees/update/${id}`,
} as const;

/** The employees list and its create and update pages (the update page is read-only without Update). */
export const employeeRoutes: readonly ModuleRoute<EmployeesMenuKey>[] = [
  {
    path: 'hr/employees',
    menu: 'hr.employees',
    load: () => import('./pages/employees/EmployeesPage.tsx').then((m) => m.EmployeesPage),
  },
  {
    path: 'hr/employees/create',
    policy: P.Create,
    features: [hr],
    load: () => import('./pages/employee-form/EmployeeFormPage.tsx').then((m) => m.EmployeeFormPage),
  },
  {
    path: 'hr/employees/update/:id',
    policy: P.Default,
    features: [hr],
    load: () => import('./pages/employee-form/EmployeeFormPage.tsx').then((m) => m.EmployeeFormPage),
  },
];
