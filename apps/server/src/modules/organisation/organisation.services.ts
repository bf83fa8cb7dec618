import type { Database } from '../../platform/db/database.ts';
import { createDepartmentService } from './department.service.ts';
import { createJobTitleService, type JobTitleHolders } from './job-title.service.ts';

export type { JobTitleHolders } from './job-title.service.ts';

/**
 * Departments and job titles. The employees module is known only through `holders` (who holds a job
 * title), so that the two modules depend on each other through narrow interfaces.
 */
export function createOrganisationServices(db: Database, deps: { holders: JobTitleHolders }) {
  return {
    departments: createDepartmentService(db),
    jobTitles: createJobTitleService(db, deps),
  };
}
export type OrganisationServices = ReturnType<typeof createOrganisationServices>;
