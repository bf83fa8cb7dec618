import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { UserService } from '../identity/user.service.ts';
import type { JobTitleHolders, OrganisationServices } from '../organisation/organisation.services.ts';
import type { EmployeeSettingsServices } from './employee-settings.services.ts';

/** Employees with contact details, extra field values and attachments. (Being built.) */
export function createEmployeeService(
  _db: Database,
  _deps: {
    jobTitles: OrganisationServices['jobTitles'];
    extraFields: EmployeeSettingsServices['extraFields'];
    attachments: EmployeeSettingsServices['attachments'];
    users: UserService;
  },
) {
  const holders: JobTitleHolders = {
    async countByJobTitle(_ctx: RequestContext, _jobTitleId: string) {
      return 0;
    },
    async listByJobTitle(_ctx: RequestContext) {
      return [];
    },
  };
  return { ...holders };
}
export type EmployeeService = ReturnType<typeof createEmployeeService>;
