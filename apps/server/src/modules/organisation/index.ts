import { defineModule, type ModuleSetup } from '../../platform/module.ts';
import { createDepartmentService } from './department.service.ts';
import { createJobTitleService, type JobTitleContracts, type JobTitleHolders } from './job-title.service.ts';
import { organisationRoutes } from './organisation.routes.ts';
import { seedOrganisation } from './organisation.seed.ts';

export type { JobTitleContracts, JobTitleHolders } from './job-title.service.ts';

/**
 * Departments and job titles. Employees are known only through `JobTitleHolders` (who holds a job title),
 * which the employees module provides as `services.employees.jobTitleHolders`, and contracts only through
 * `JobTitleContracts` (`services.employment.jobTitleContracts`): a job title either names cannot be deleted.
 */
function createOrganisationServices({ db, use }: ModuleSetup) {
  return {
    departments: createDepartmentService(db),
    jobTitles: createJobTitleService(db, {
      holders: use<JobTitleHolders>('employees', 'jobTitleHolders'),
      contracts: use<JobTitleContracts>('employment', 'jobTitleContracts'),
    }),
  };
}
export type OrganisationServices = ReturnType<typeof createOrganisationServices>;

export const organisationModule = defineModule({
  name: 'organisation',
  services: createOrganisationServices,
  routes: organisationRoutes,
  seed: seedOrganisation,
});
