import { defineModule, lazyTab, ProfileTabOrder } from '../../app/module.ts';
import { employeeRoutes } from './employee.routes.ts';

/** Employees: the list and the employee's page (its extra fields and attachments: the extensions module). */
export const employeesModule = defineModule({
  name: 'employees',
  routes: employeeRoutes,
  // The profile's History tab (the audit trail): HR's, for those who open the employees list.
  profileTabs: [
    {
      key: 'history',
      order: ProfileTabOrder.History,
      label: 'audit::History',
      menu: ['hr.employees'],
      Component: lazyTab(() => import('./components/EmployeeHistory.tsx').then((m) => m.EmployeeHistory)),
    },
  ],
  // The list and the employee page show job title names.
  invalidates: { 'organisation.jobTitles': ['employees'] },
});
