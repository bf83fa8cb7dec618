import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createDepartmentService } from './department.service.ts';
import { createJobTitleService } from './job-title.service.ts';
import { organisationRoutes } from './organisation.routes.ts';
import { organisationSearchProviders } from './organisation.search.ts';
import { seedOrganisation } from './organisation.seed.ts';

/**
 * Departments and job titles. Employees are known only through `JobTitleHolders` (who holds a job title),
 * which the employees module provides as `services.employees.jobTitleHolders`, and contracts only through
 * `JobTitleContracts` (`services.employment.jobTitleContracts`): a job title either names cannot be deleted.
 */
function createOrganisationServices({ db, modules }: ModuleSetup) {
  return {
    departments: createDepartmentService(db),
    jobTitles: createJobTitleService(db, {
      holders: modules.employees.jobTitleHolders,
      contracts: modules.employment.jobTitleContracts,
    }),
    search: organisationSearchProviders(db),
  };
}
export type OrganisationServices = ReturnType<typeof createOrganisationServices>;

export const organisationModule = defineModule({
  name: 'organisation',
  services: createOrganisationServices,
  exports: ({ jobTitles, departments }) => ({ jobTitles, departments }),
  // Departments and job titles in the top bar's search (workspace).
  contributes: ({ search }) => ({ globalSearch: search }),
  routes: organisationRoutes,
  seed: seedOrganisation,
});
