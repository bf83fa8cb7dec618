import { defineModule } from '../../app/module.ts';
import { employeeRoutes } from './employee.routes.ts';

/** Employees: the list and the employee's page (its extra fields and attachments: the extensions module). */
export const employeesModule = defineModule({
  name: 'employees',
  routes: employeeRoutes,
  // The list and the employee page show job title names.
  invalidates: { 'organisation.jobTitles': ['employees'] },
});
