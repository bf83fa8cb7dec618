import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';

/** What the organisation module needs to know of employees, given by the employees module. */
export interface JobTitleHolders {
  /** How many (not deleted) employees hold the job title: deleting it is refused while any do. */
  countByJobTitle(ctx: RequestContext, jobTitleId: string): Promise<number>;
  /** Every employee with a job title (id, name, surname, jobTitleId), for the org chart. */
  listByJobTitle(
    ctx: RequestContext,
  ): Promise<Array<{ id: string; name: string; surname: string; jobTitleId: string }>>;
}

/** Departments and job titles. (Being built: see the organisation work in progress.) */
export function createOrganisationServices(_db: Database, _deps: { holders: JobTitleHolders }) {
  return {
    jobTitles: {
      /** Names of the given job titles of the caller's tenant (unknown ids are left out). */
      async namesByIds(_ctx: RequestContext, _ids: readonly string[]): Promise<Map<string, string>> {
        return new Map();
      },
      /** Whether the job title exists (not deleted) in the caller's tenant. */
      async exists(_ctx: RequestContext, _id: string): Promise<boolean> {
        return false;
      },
    },
  };
}
export type OrganisationServices = ReturnType<typeof createOrganisationServices>;
