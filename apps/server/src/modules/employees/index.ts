import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { UserService } from '../identity/user.service.ts';
import type { JobTitleHolders, OrganisationServices } from '../organisation/index.ts';
import type { TenantService } from '../tenancy/tenant.service.ts';
import { employeeRoutes } from './employee.routes.ts';
import { createEmployeeService } from './employee.service.ts';
import { employeeSettingsJobs } from './employee-settings.jobs.ts';
import { employeeSettingsRoutes } from './employee-settings.routes.ts';
import { seedEmployeeSettings } from './employee-settings.seed.ts';
import { createEmployeeSettingsServices } from './employee-settings.services.ts';
import { seedEmployees } from './employees.seed.ts';

/** Employees, and the settings that shape them: attachment types, attachments, extra fields. */
function createEmployeesServices({ db, platform, use }: ModuleSetup) {
  const settings = createEmployeeSettingsServices(db, {
    tenants: use<Pick<TenantService, 'list'>>('tenancy', 'tenants'),
  });
  const employees = createEmployeeService(db, {
    jobTitles: use<OrganisationServices['jobTitles']>('organisation', 'jobTitles'),
    extraFields: settings.extraFields,
    attachments: settings.attachments,
    users: use<UserService>('identity', 'users'),
    features: platform.features,
  });
  return { ...settings, employees, jobTitleHolders: employees as JobTitleHolders };
}
export type EmployeesServices = ReturnType<typeof createEmployeesServices>;

export const employeesModule = defineModule({
  name: 'employees',
  services: createEmployeesServices,
  routes: (services) => [employeeSettingsRoutes(services), employeeRoutes(services)],
  // The settings first: the employees' seed gives values to the demo extra fields.
  seed: async (services, setup) => {
    await seedEmployeeSettings(services, setup);
    await seedEmployees(services, setup);
  },
  // The hourly cleanup of temporary uploads never bound to an employee.
  jobs: employeeSettingsJobs,
});
