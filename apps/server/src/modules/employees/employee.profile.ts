import type { EmployeeDto, EmployeeProfileDto } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { OrganisationApi } from '../organisation/public.ts';

/**
 * The employee profile's header: the employee (as `get` answers it, 404 outside the tenant) and the
 * department of their job title. The own profile is the caller's employee, whatever id they might send.
 */
export function createEmployeeProfiles(deps: {
  get(ctx: RequestContext, id: string): Promise<EmployeeDto>;
  jobTitles: Pick<OrganisationApi['jobTitles'], 'getMany'>;
}) {
  async function profile(ctx: RequestContext, id: string): Promise<EmployeeProfileDto> {
    const employee = await deps.get(ctx, id);
    const jobTitle = (await deps.jobTitles.getMany(ctx, [employee.jobTitleId])).get(employee.jobTitleId);
    return {
      ...employee,
      departmentId: jobTitle?.departmentId ?? null,
      departmentName: jobTitle?.departmentName ?? null,
    };
  }
  return {
    profile,
    async own(ctx: RequestContext): Promise<EmployeeProfileDto> {
      if (!ctx.employeeId) throw new AppError('Requests:NotAnEmployee');
      return profile(ctx, ctx.employeeId);
    },
  };
}
