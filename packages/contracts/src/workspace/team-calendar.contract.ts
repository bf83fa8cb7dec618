import { z } from 'zod';
import { dateOnly, dateRangeRule } from '../platform/dates.ts';
import { access, endpoint } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { optionalIdFilter } from '../platform/paging.contract.ts';

/** Whose days the calendar shows: a department (HR), the caller's reports (a manager), their team. */
export const TeamCalendarScopes = defineEnum('TeamCalendarScope', {
  Department: { value: 0, en: 'Department', ar: 'القسم' },
  Reports: { value: 1, en: 'My reports', ar: 'مرؤوسيّ' },
  Team: { value: 2, en: 'My team', ar: 'فريقي' },
});
export const TeamCalendarScope = TeamCalendarScopes.values;

/** What a day of a person is on the calendar. */
export const TeamDayKinds = defineEnum('TeamDayKind', {
  Leave: { value: 0, en: 'On leave', ar: 'في إجازة', color: 'blue' },
  Absent: { value: 1, en: 'Absent', ar: 'غائب', color: 'red' },
});
export const TeamDayKind = TeamDayKinds.values;

/** The longest span of one calendar: six weeks (a month's grid). */
export const teamCalendarMaxDays = 42;
/** The most people one calendar shows (a department larger than that is shown in part, `truncated`). */
export const teamCalendarMaxPeople = 300;

/**
 * `GET /api/app/team-calendar?fromDate&toDate&departmentId`: both dates included, at most 42 days. With a
 * department: that department and those below it (needs the leave requests' read policy); without: the
 * caller's reports when they manage someone, otherwise their own team (approved leave only, no types).
 */
export const getTeamCalendarInput = z
  .object({
    fromDate: dateOnly,
    toDate: dateOnly,
    departmentId: optionalIdFilter,
  })
  .superRefine(
    dateRangeRule('Workspace:InvalidDateRange', {
      days: teamCalendarMaxDays,
      message: 'Workspace:CalendarTooLong',
    }),
  );
export type GetTeamCalendarInput = z.input<typeof getTeamCalendarInput>;

export const teamDayDto = z.object({
  date: z.string(),
  kind: TeamDayKinds.dto,
  /** The leave type's name; null for an absence and in a team view (an employee sees no types). */
  leaveTypeName: z.string().nullable(),
  /** An hour request: part of the day. */
  partial: z.boolean(),
});
export type TeamDayDto = z.infer<typeof teamDayDto>;

export const teamMemberDto = z.object({
  employeeId: z.uuid(),
  name: z.string(),
  days: z.array(teamDayDto),
});
export type TeamMemberDto = z.infer<typeof teamMemberDto>;

export const teamCalendarDto = z.object({
  scope: TeamCalendarScopes.dto,
  fromDate: z.string(),
  toDate: z.string(),
  /** The tenant's holidays in the range. */
  holidays: z.array(z.string()),
  people: z.array(teamMemberDto),
  /** More people than {@link teamCalendarMaxPeople}: the first ones by name are shown. */
  truncated: z.boolean(),
});
export type TeamCalendarDto = z.infer<typeof teamCalendarDto>;

export const teamCalendarEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/app/team-calendar',
    query: getTeamCalendarInput,
    response: teamCalendarDto,
    access: access.authenticated,
    tag: 'TeamCalendar',
  }),
};
