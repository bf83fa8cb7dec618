import { defineModule } from '../../app/module.ts';
import { employeeRoutes } from './employee.routes.ts';
import { employeeSettingsRoutes } from './settings/settings.routes.ts';

/** Employees, and the settings that shape them: attachment types and extra fields. */
export const employeesModule = defineModule({
  name: 'employees',
  routes: [...employeeRoutes, ...employeeSettingsRoutes],
});
