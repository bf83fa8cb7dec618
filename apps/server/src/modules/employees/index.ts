import type { AppModule } from '../../platform/module.ts';
import { employeeRoutes } from './employee.routes.ts';
import { employeeSettingsJobs } from './employee-settings.jobs.ts';
import { employeeSettingsRoutes } from './employee-settings.routes.ts';
import { seedEmployeeSettings } from './employee-settings.seed.ts';
import { seedEmployees } from './employees.seed.ts';

/** Employees, and the settings that shape them: attachment types, attachments, extra fields. */
export const employeesModule: AppModule = {
  name: 'employees',
  routes: (services) => async (app) => {
    await app.register(employeeSettingsRoutes(services));
    await app.register(employeeRoutes(services));
  },
  // The settings first: the employees' seed gives values to the demo extra fields.
  seed: async (services) => {
    await seedEmployeeSettings(services);
    await seedEmployees(services);
  },
  // The hourly cleanup of temporary uploads never bound to an employee.
  jobs: employeeSettingsJobs,
};
