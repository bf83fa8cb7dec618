import {
  AttendanceDayStatus,
  LeavePermissions,
  LeaveRequestUnit,
  type TeamCalendarDto,
  TeamCalendarScope,
  type TeamDayDto,
  TeamDayKind,
  teamCalendarMaxPeople,
} from '@hr/contracts';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { LeaveApi } from '../leave/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import type { TimeApi } from '../time/public.ts';

export interface TeamCalendarDeps {
  granted(ctx: RequestContext): Promise<ReadonlySet<string>>;
  employees: Pick<EmployeesApi['employees'], 'roster' | 'managerOf'>;
  departments: Pick<OrganisationApi['departments'], 'jobTitlesUnder'>;
  leave: Pick<LeaveApi['requests'], 'approvedDays'>;
  holidays: Pick<TimeApi['holidays'], 'datesBetween'>;
  attendance: Pick<TimeApi['attendanceDays'], 'payrollDays'>;
}

export interface TeamCalendarQuery {
  fromDate: string;
  toDate: string;
  departmentId?: string | null | undefined;
}

/**
 * Who is on leave or absent, by day. HR (the leave requests' read policy) chooses a department (with those
 * below it); a manager sees their direct reports; anyone else with an employee sees their team (their
 * manager and those who share that manager) and only approved leave, without its types. Absence is the
 * attendance day's status (counted only for an employee attendance tracks, as payroll does).
 */
export function createTeamCalendar(deps: TeamCalendarDeps) {
  return {
    async get(ctx: RequestContext, q: TeamCalendarQuery): Promise<TeamCalendarDto> {
      tenantOf(ctx);
      let scope: number;
      let people: Array<{ id: string; name: string }>;
      const limit = teamCalendarMaxPeople + 1;
      if (q.departmentId) {
        const granted = await deps.granted(ctx);
        if (!granted.has(LeavePermissions.LeaveRequests.Default)) throw new AppError('Platform:Forbidden');
        const jobTitleIds = await deps.departments.jobTitlesUnder(ctx, q.departmentId, true);
        if (!jobTitleIds) throw new AppError('Workspace:DepartmentNotFound');
        people = await deps.employees.roster(ctx, { jobTitleIds }, limit);
        scope = TeamCalendarScope.Department;
      } else {
        const me = ctx.employeeId;
        if (!me) throw new AppError('Workspace:NoTeam');
        people = await deps.employees.roster(ctx, { managerId: me }, limit);
        scope = TeamCalendarScope.Reports;
        if (!people.length) {
          scope = TeamCalendarScope.Team;
          const manager = await deps.employees.managerOf(ctx, me);
          people = manager
            ? await deps.employees.roster(ctx, { managerId: manager, orIds: [manager] }, limit)
            : await deps.employees.roster(ctx, { orIds: [me] }, limit);
        }
      }
      const truncated = people.length > teamCalendarMaxPeople;
      if (truncated) people = people.slice(0, teamCalendarMaxPeople);
      const ids = people.map((p) => p.id);
      const team = scope === TeamCalendarScope.Team;

      const holidays = [...(await deps.holidays.datesBetween(ctx, q.fromDate, q.toDate))].sort();
      const days = new Map<string, Map<string, TeamDayDto>>(ids.map((id) => [id, new Map()]));
      for (const d of await deps.leave.approvedDays(ctx, ids, q.fromDate, q.toDate)) {
        const hours = d.unit === LeaveRequestUnit.Hours;
        // A rest day or holiday inside a day request counts nothing: not shown as leave.
        if (!hours && d.days === 0) continue;
        days.get(d.employeeId)?.set(d.date, {
          date: d.date,
          kind: TeamDayKind.Leave,
          leaveTypeName: team ? null : d.leaveTypeName,
          partial: hours,
        });
      }
      if (!team && ids.length) {
        const attendance = await deps.attendance.payrollDays(ctx, ids, q.fromDate, q.toDate);
        for (const [employeeId, { days: list, tracked }] of attendance) {
          if (!tracked) continue;
          const own = days.get(employeeId);
          for (const day of list)
            if (day.status === AttendanceDayStatus.Absent && !own?.has(day.date))
              own?.set(day.date, {
                date: day.date,
                kind: TeamDayKind.Absent,
                leaveTypeName: null,
                partial: false,
              });
        }
      }
      return {
        scope,
        fromDate: q.fromDate,
        toDate: q.toDate,
        holidays,
        truncated,
        people: people.map((p) => ({
          employeeId: p.id,
          name: p.name,
          days: [...(days.get(p.id)?.values() ?? [])].sort((a, b) => a.date.localeCompare(b.date)),
        })),
      };
    },
  };
}
export type TeamCalendarService = ReturnType<typeof createTeamCalendar>;
