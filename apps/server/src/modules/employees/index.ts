import type { AppModule } from '../../platform/module.ts';
import { employeeRoutes } from './employee.routes.ts';
import { employeeSettingsRoutes } from './employee-settings.routes.ts';

/** Employees, and the settings that shape them: attachment types, attachments, extra fields. */
export const employeesModule: AppModule = {
  name: 'employees',
  routes: (services) => async (app) => {
    await app.register(employeeSettingsRoutes(services));
    await app.register(employeeRoutes(services));
  },
};
