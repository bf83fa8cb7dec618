import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createEmployeeDocuments } from './employee.documents.ts';
import { createEmployeeImport } from './employee.import.ts';
import { createEmployeeProfiles } from './employee.profile.ts';
import { employeeRoutes } from './employee.routes.ts';
import { employeeSearchProvider } from './employee.search.ts';
import { createEmployeeService } from './employee.service.ts';
import { seedEmployees } from './employees.seed.ts';

/**
 * Employees and their import from Excel. Job titles come from organisation, users from identity, extra field values from extensions
 * (each through the narrow interface its service declares); organisation gets `jobTitleHolders` back. Other
 * modules' checks before an employee is deleted come through the hook point `employeeDeleteGuards`.
 */
function createEmployeesServices({ db, platform, modules, hooks }: ModuleSetup) {
  const employees = createEmployeeService(db, {
    jobTitles: modules.organisation.jobTitles,
    extraFields: modules.extensions.extraFields,
    users: modules.identity.users,
    features: platform.features,
    timeZoneOf: (ctx) => platform.settings.timeZoneOf(ctx),
    deleteGuards: hooks('employeeDeleteGuards'),
    banks: modules.finance.banks,
  });
  const employeeImport = createEmployeeImport(db, {
    employees,
    jobTitles: modules.organisation.jobTitles,
    extraFields: modules.extensions.extraFields,
    users: modules.identity.users,
    banks: modules.finance.banks,
  });
  const search = employeeSearchProvider(db, { users: modules.identity.users });
  const profiles = createEmployeeProfiles({
    get: (ctx, id) => employees.get(ctx, id),
    jobTitles: modules.organisation.jobTitles,
  });
  const documents = createEmployeeDocuments(db);
  return { employees, employeeImport, search, profiles, documents };
}
export type EmployeesServices = ReturnType<typeof createEmployeesServices>;

export const employeesModule = defineModule({
  name: 'employees',
  services: createEmployeesServices,
  exports: ({ employees, documents }) => ({
    employees,
    jobTitleHolders: employees,
    bankHolders: employees.bankHolders,
    documents,
  }),
  // The employees in the top bar's search (workspace).
  contributes: ({ search }) => ({ globalSearch: [search] }),
  routes: employeeRoutes,
  // After extensions: the demo employees get values for the demo extra fields.
  seed: seedEmployees,
});
