import { z } from 'zod';
import { dateOnly, dateRangeRule, dateTime } from '../platform/dates.ts';
import { access } from '../platform/endpoint.ts';
import { defineEnum, enumListFilter } from '../platform/enum.ts';
import { employeeReference } from '../platform/paging.contract.ts';
import { resourceCalls } from '../platform/resource.ts';
import { blankToNull, trimmedText } from '../platform/text.ts';
import { attendanceDto, stayRule } from '../time/attendance.contract.ts';
import {
  defineRequestStates,
  requestDateFilters,
  requestDecisionFields,
  requestDetailsFields,
  requestListQueries,
  selfRequestCalls,
} from './request-kind.contract.ts';
import { RequestsPermissions } from './requests.permissions.ts';

/** Document 1 §4: the states of an attendance-correction request (a request kind's; approved is Accepted). */
export const AttendanceRequestStates = defineRequestStates('AttendanceRequestState', {
  approved: { key: 'Accepted', en: 'Accepted', ar: 'مقبول' },
});
export const AttendanceRequestState = AttendanceRequestStates.values;
export type AttendanceRequestState = number;

/**
 * How an approved request changes the employee's records (document 1 §4, "attendance create modes"):
 * RemoveAll deletes every record in the fix range and adds the requested one; RemoveOverlapping deletes
 * only the records overlapping the requested stay and adds it; Fix replaces one chosen record.
 */
export const AttendanceFixModes = defineEnum('AttendanceFixMode', {
  RemoveAll: { value: 0, en: 'Remove all records of the days', ar: 'حذف كل سجلات الأيام' },
  RemoveOverlapping: {
    value: 1,
    en: 'Remove only the overlapping records',
    ar: 'حذف السجلات المتداخلة فقط',
  },
  Fix: { value: 2, en: 'Fix one record', ar: 'تصحيح سجل واحد' },
});
export const AttendanceFixMode = AttendanceFixModes.values;
export type AttendanceFixMode = number;

/** The widest fix range one request may clear. */
export const maxFixRangeDays = 31;
const msPerHour = 3_600_000;
const msPerDay = 24 * msPerHour;

/**
 * The number of days a request affects, as the form shows it (document 1 §5: the rounded absolute day
 * difference + 1).
 */
export function daysAffected(from: string | Date, to: string | Date): number {
  const ms = new Date(to).getTime() - new Date(from).getTime();
  return Math.round(Math.abs(ms) / msPerDay) + 1;
}

const selfRequestFields = z.object({
  /** The stay the employee says they made. */
  checkIn: dateTime,
  checkOut: dateTime,
  /**
   * The range whose records the correction replaces. RemoveAll: 00:00:00 of the first day to 23:59:59 of
   * the last (the form sends it; the client of the spec sends nothing else). RemoveOverlapping: ignored
   * (the requested stay is the range). Fix: ignored (the chosen record is).
   */
  fixAttendanceFrom: z.preprocess(blankToNull, dateTime.nullish()),
  fixAttendanceTo: z.preprocess(blankToNull, dateTime.nullish()),
  /** RemoveAll when absent (the spec's client sends no mode). */
  mode: AttendanceFixModes.schema.optional(),
  /** The record Fix replaces: one of the employee's own. */
  attendanceId: z.preprocess(blankToNull, z.uuid().nullish()),
  /** Why: shown to the approver. */
  reason: z.preprocess(blankToNull, trimmedText().max(500).nullish()),
});
type SelfRequestFields = z.infer<typeof selfRequestFields>;

/** The rules the form and the server share (the clock's and the records' rules are the server's). */
function selfRequestRules(r: SelfRequestFields, ctx: z.RefinementCtx) {
  stayRule(r, ctx);
  const mode = r.mode ?? AttendanceFixMode.RemoveAll;
  if (mode === AttendanceFixMode.Fix && !r.attendanceId)
    ctx.addIssue({ code: 'custom', path: ['attendanceId'], message: 'Requests:AttendanceToFixRequired' });
  if (mode !== AttendanceFixMode.RemoveAll) return;
  if (!r.fixAttendanceFrom)
    ctx.addIssue({ code: 'custom', path: ['fixAttendanceFrom'], message: 'Requests:FixRangeRequired' });
  if (!r.fixAttendanceTo)
    ctx.addIssue({ code: 'custom', path: ['fixAttendanceTo'], message: 'Requests:FixRangeRequired' });
  if (!r.fixAttendanceFrom || !r.fixAttendanceTo) return;
  const from = Date.parse(r.fixAttendanceFrom);
  const to = Date.parse(r.fixAttendanceTo);
  if (!(to > from))
    ctx.addIssue({ code: 'custom', path: ['fixAttendanceTo'], message: 'Requests:InvalidFixRange' });
  else if (to - from > maxFixRangeDays * msPerDay)
    ctx.addIssue({
      code: 'custom',
      path: ['fixAttendanceTo'],
      message: 'Requests:FixRangeTooLong',
      params: { days: maxFixRangeDays },
    });
  else if (Date.parse(r.checkIn) < from || Date.parse(r.checkOut) > to)
    ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Requests:StayOutsideFixRange' });
}

export const createSelfAttendanceRequestInput = selfRequestFields.superRefine(selfRequestRules);
export type CreateSelfAttendanceRequestInput = z.input<typeof createSelfAttendanceRequestInput>;
export type CreateSelfAttendanceRequest = z.infer<typeof createSelfAttendanceRequestInput>;

export const attendanceRequestDto = z.object({
  id: z.uuid(),
  ...employeeReference,
  /** Instants, ISO 8601 in UTC. */
  checkIn: z.string(),
  checkOut: z.string(),
  fixAttendanceFrom: z.string(),
  fixAttendanceTo: z.string(),
  mode: AttendanceFixModes.dto,
  /** The record Fix replaces (null for the other modes). */
  attendanceId: z.uuid().nullable(),
  reason: z.string().nullable(),
  state: AttendanceRequestStates.dto,
  ...requestDecisionFields,
});
export type AttendanceRequestDto = z.infer<typeof attendanceRequestDto>;

/**
 * One request with what it does to the records (the task page): while pending, `before` is the employee's
 * records in the fix range now and `after` what approving would leave (the requested stay among them);
 * once accepted, `before` is what it removed and `after` the records of the range now.
 */
export const attendanceRequestDetailsDto = attendanceRequestDto.extend({
  before: z.array(attendanceDto),
  after: z.array(attendanceDto),
  ...requestDetailsFields,
});
export type AttendanceRequestDetailsDto = z.infer<typeof attendanceRequestDetailsDto>;

const lists = requestListQueries(
  {
    ...requestDateFilters,
    /** `includedStates=0&includedStates=1` or `includedStates=0,1`; none: every state. */
    includedStates: enumListFilter(AttendanceRequestStates),
  },
  ['creationTime', 'checkIn', 'state'],
  'Time:InvalidToDate',
);

/** GET self-requests: the caller's own, newest first; fromDate and toDate bound the stay's day. */
export const getSelfAttendanceRequestsInput = lists.own;
export type GetSelfAttendanceRequestsInput = z.input<typeof getSelfAttendanceRequestsInput>;
export type GetSelfAttendanceRequests = z.infer<typeof getSelfAttendanceRequestsInput>;

/**
 * GET all (HR, HR.AttendanceRequests.Index): every employee's, with the self list's filters and an employee;
 * newest first unless sorted.
 */
export const getAttendanceRequestsInput = lists.all;
export type GetAttendanceRequestsInput = z.input<typeof getAttendanceRequestsInput>;
export type GetAttendanceRequests = z.infer<typeof getAttendanceRequestsInput>;

/** The caller's own attendance records of some work days (the Fix mode's selector): at most 62 days. */
export const maxOwnAttendanceDays = 62;
export const getOwnAttendancesInput = z
  .object({ fromDate: dateOnly, toDate: dateOnly })
  .superRefine(
    dateRangeRule('Time:InvalidToDate', { days: maxOwnAttendanceDays, message: 'Requests:FixRangeTooLong' }),
  );
export type GetOwnAttendancesInput = z.input<typeof getOwnAttendancesInput>;

/**
 * Document 1 §7, attendance requests. They act for the signed-in user: an employee (the token's EmployeeId)
 * files and cancels their own; the request's reader is its employee or whoever its task is assigned to. A
 * signed-in user who is no employee gets 403 Requests:NotAnEmployee.
 */
const path = '/api/app/attendance-request';
const tag = 'AttendanceRequest';
export const attendanceRequestEndpoints = {
  ...selfRequestCalls(path, tag, {
    create: createSelfAttendanceRequestInput,
    dto: attendanceRequestDto,
    details: attendanceRequestDetailsDto,
    lists,
    hrPermission: RequestsPermissions.AttendanceRequests.Default,
  }),
  /** The caller's own records whose work day lies in the range, by check-in. */
  ownAttendances: resourceCalls(path, tag)('GET', 'own-attendances', access.authenticated, {
    query: getOwnAttendancesInput,
    response: z.array(attendanceDto),
  }),
};
