// What other modules may use of organisation: job titles (referenced by employees and contracts, read by
// payroll and the employee import) and departments (who works in one, for leave and payroll), the
// interfaces it asks of the modules that reference a job title, and the demo job titles.
import type { DepartmentService } from './department.service.ts';
import type { JobTitleService } from './job-title.service.ts';

export type { JobTitleContracts, JobTitleHolders } from './job-title.service.ts';
export { DemoJobTitles, findDemoJobTitles } from './organisation.seed.ts';

export interface OrganisationApi {
  jobTitles: Pick<JobTitleService, 'lockForUse' | 'namesByIds' | 'getMany' | 'list'>;
  departments: Pick<DepartmentService, 'get' | 'jobTitlesUnder'>;
}

declare module '../../platform/module.ts' {
  interface ModuleApis {
    organisation: OrganisationApi;
  }
}
