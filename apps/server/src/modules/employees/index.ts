import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import type { UserService } from '../identity/user.service.ts';
import type { JobTitleHolders } from '../organisation/index.ts';
import { createEmployeeImport, type ImportExtraFields, type ImportJobTitles } from './employee.import.ts';
import { employeeRoutes } from './employee.routes.ts';
import {
  createEmployeeService,
  type EmployeeExtraFields,
  type EmployeeJobTitles,
} from './employee.service.ts';
import { seedEmployees } from './employees.seed.ts';

/**
 * Employees and their import from Excel. Job titles come from organisation, users from identity, extra field values from extensions
 * (each through the narrow interface declared here); organisation gets `jobTitleHolders` back.
 */
function createEmployeesServices({ db, platform, use }: ModuleSetup) {
  const employees = createEmployeeService(db, {
    jobTitles: use<EmployeeJobTitles>('organisation', 'jobTitles'),
    extraFields: use<EmployeeExtraFields>('extensions', 'extraFields'),
    users: use<Pick<UserService, 'employeeLinks'>>('identity', 'users'),
    features: platform.features,
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
  });
  const employeeImport = createEmployeeImport(db, {
    employees,
    jobTitles: use<ImportJobTitles>('organisation', 'jobTitles'),
    extraFields: use<ImportExtraFields>('extensions', 'extraFields'),
    users: use<Pick<UserService, 'employeeLinks'>>('identity', 'users'),
  });
  return { employees, employeeImport, jobTitleHolders: employees as JobTitleHolders };
}
export type EmployeesServices = ReturnType<typeof createEmployeesServices>;

export const employeesModule = defineModule({
  name: 'employees',
  services: createEmployeesServices,
  routes: employeeRoutes,
  // After extensions: the demo employees get values for the demo extra fields.
  seed: seedEmployees,
});
