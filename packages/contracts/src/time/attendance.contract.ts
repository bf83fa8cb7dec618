import { z } from 'zod';
import { dateOnly, dateRangeRule, dateTime, optionalDateOnly } from '../platform/dates.ts';
import { access, excelExportOf } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { importEndpoints } from '../platform/import.contract.ts';
import { concurrencyStamp, employeeReference, optionalIdFilter } from '../platform/paging.contract.ts';
import { entityDto, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { blankToNull } from '../platform/text.ts';
import { TimePermissions } from './time.permissions.ts';

/** How a side of a record was taken (document 2: Manual, AttendanceTerminal). */
export const AttendanceModes = defineEnum('AttendanceMode', {
  Manual: { value: 0, en: 'Manual', ar: 'يدوي' },
  AttendanceTerminal: { value: 1, en: 'Attendance terminal', ar: 'جهاز الحضور' },
});
export const AttendanceMode = AttendanceModes.values;
export type AttendanceMode = number;

/**
 * Who wrote a record: a user (Manual), the terminal sync (Terminal, which may rewrite its own records), an
 * approved correction request (Request). The sync never touches Manual or Request records.
 */
export const AttendanceOrigins = defineEnum('AttendanceOrigin', {
  Manual: { value: 0, en: 'Manual', ar: 'يدوي', color: 'blue' },
  Terminal: { value: 1, en: 'Terminal', ar: 'جهاز البصمة', color: 'default' },
  Request: { value: 2, en: 'Request', ar: 'طلب تصحيح', color: 'purple' },
});
export const AttendanceOrigin = AttendanceOrigins.values;
export type AttendanceOrigin = number;

/** The longest stay one record may cover. */
export const maxAttendanceHours = 24;
/** How far past the server's clock a check-in or check-out may lie (clocks of browsers and devices drift). */
export const attendanceFutureToleranceMinutes = 5;

const msPerHour = 3_600_000;

const attendanceFields = z.object({
  employeeId: z.uuid(),
  checkIn: dateTime,
  /** Empty while the employee is still in: allowed only for a check-in of the tenant's today. */
  checkOut: z.preprocess(blankToNull, dateTime.nullish()),
  /**
   * Accepted because the spec's client sends them, but not trusted: a side a user writes is Manual; the
   * sync writes AttendanceTerminal. An edit keeps the mode of the side it does not change.
   */
  inMode: AttendanceModes.schema.optional(),
  outMode: z.preprocess(blankToNull, AttendanceModes.schema.nullish()),
});
type AttendanceFields = z.infer<typeof attendanceFields>;

/**
 * A stay's rule (a record's, a correction request's): the check-in before the check-out, at most
 * `maxAttendanceHours` apart (the form and the server).
 */
export function stayRule(stay: { checkIn: string; checkOut: string }, ctx: z.RefinementCtx) {
  const length = Date.parse(stay.checkOut) - Date.parse(stay.checkIn);
  if (!(length > 0)) {
    ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Time:InvalidCheckIn' });
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Time:InvalidCheckOut' });
  } else if (length > maxAttendanceHours * msPerHour)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Time:AttendanceTooLong' });
}

/** A record's stay, once it has a check-out. */
function attendanceRules(a: AttendanceFields, ctx: z.RefinementCtx) {
  if (a.checkOut) stayRule({ checkIn: a.checkIn, checkOut: a.checkOut }, ctx);
}

export const createAttendanceInput = attendanceFields.superRefine(attendanceRules);
export type CreateAttendanceInput = z.input<typeof createAttendanceInput>;
export type CreateAttendance = z.infer<typeof createAttendanceInput>;

export const updateAttendanceInput = attendanceFields
  .extend({ concurrencyStamp })
  .superRefine(attendanceRules);
export type UpdateAttendanceInput = z.input<typeof updateAttendanceInput>;
export type UpdateAttendance = z.infer<typeof updateAttendanceInput>;

export const attendanceDto = entityDto({
  ...employeeReference,
  /** Instants, ISO 8601 in UTC. */
  checkIn: z.string(),
  checkOut: z.string().nullable(),
  inMode: AttendanceModes.dto,
  outMode: AttendanceModes.dto.nullable(),
  /** The tenant's date the record counts for (by the expected time; a night shift on the day it starts). */
  workDay: z.string(),
  /** The hours from check-in to check-out, 2 decimals; null while open. */
  hours: z.number().nullable(),
  /** Minutes after the start of the work day's first expected interval (0: on time, or no expected time). */
  lateMinutes: z.number().int(),
  /** Minutes before the end of the work day's last expected interval (0: not early, open, or none expected). */
  earlyLeaveMinutes: z.number().int(),
  origin: AttendanceOrigins.dto,
});
export type AttendanceDto = z.infer<typeof attendanceDto>;

/** GET list: paging, sorting, the employee and work days. */
export const getAttendancesInput = listQuery(['checkIn', 'checkOut', 'workDay', 'creationTime'])
  .extend({
    /** Only this employee's records (the all-zero UUID: no filter). */
    employeeId: optionalIdFilter,
    /** Work days from and to (both included). */
    fromDate: optionalDateOnly,
    toDate: optionalDateOnly,
  })
  .superRefine(dateRangeRule('Time:InvalidToDate'));
export type GetAttendancesInput = z.input<typeof getAttendancesInput>;
export type GetAttendances = z.infer<typeof getAttendancesInput>;

/**
 * How one work day of an employee went: worked (some attendance), absent (expected, nothing worked, no leave
 * covering it), on leave (approved leave covers all the expected time), a holiday, a rest day (the schedule
 * expects nothing), no contract in force, or still to come (today before its end, or later).
 */
export const AttendanceDayStatuses = defineEnum('AttendanceDayStatus', {
  Worked: { value: 0, en: 'Worked', ar: 'حاضر', color: 'green' },
  Absent: { value: 1, en: 'Absent', ar: 'غائب', color: 'red' },
  OnLeave: { value: 2, en: 'On leave', ar: 'في إجازة', color: 'blue' },
  Holiday: { value: 3, en: 'Holiday', ar: 'عطلة', color: 'purple' },
  RestDay: { value: 4, en: 'Rest day', ar: 'يوم راحة', color: 'default' },
  NoContract: { value: 5, en: 'No contract', ar: 'لا يوجد عقد', color: 'default' },
  Upcoming: { value: 6, en: 'Upcoming', ar: 'قادم', color: 'default' },
});
export const AttendanceDayStatus = AttendanceDayStatuses.values;
export type AttendanceDayStatus = number;

/** An employee's days: at most this many per call (two months). */
export const maxAttendanceDays = 62;

/** A range of work days, both included: the to-date not before the from-date, at most 62 days. */
const attendanceDayRange = z.object({ fromDate: dateOnly, toDate: dateOnly });
const attendanceDayRangeRules = dateRangeRule('Time:InvalidToDate', {
  days: maxAttendanceDays,
  message: 'Time:RangeTooLong',
});

/** GET days: one employee, a range of work days (both included, at most 62). */
export const getAttendanceDaysInput = z
  .object({ employeeId: z.uuid(), ...attendanceDayRange.shape })
  .superRefine(attendanceDayRangeRules);
export type GetAttendanceDaysInput = z.input<typeof getAttendanceDaysInput>;
export type GetAttendanceDays = z.infer<typeof getAttendanceDaysInput>;

/** GET own-days: the caller's own work days (the employee of their token), the same range as `days`. */
export const getOwnAttendanceDaysInput = attendanceDayRange.superRefine(attendanceDayRangeRules);
export type GetOwnAttendanceDaysInput = z.input<typeof getOwnAttendanceDaysInput>;
export type GetOwnAttendanceDays = z.infer<typeof getOwnAttendanceDaysInput>;

/** Approved leave on a day, as the leave module answers it. */
export const attendanceDayLeaveDto = z.object({
  leaveRequestId: z.uuid(),
  leaveTypeName: z.string(),
  isPaid: z.boolean(),
  /** 1 for a whole day of a day request, 0 for hours. */
  days: z.number(),
  /** The day's expected minutes the leave covers. */
  minutes: z.number().int(),
});

export const attendanceDayDto = z.object({
  date: z.string(),
  dayOfWeek: z.number().int(),
  status: AttendanceDayStatuses.dto,
  /** From the expected-time service (0 on a holiday or a rest day). */
  expectedMinutes: z.number().int(),
  /** The sum of the day's closed records. */
  workedMinutes: z.number().int(),
  /** Expected minutes neither worked nor covered by leave, once the day is over (0 before). */
  missingMinutes: z.number().int(),
  lateMinutes: z.number().int(),
  earlyLeaveMinutes: z.number().int(),
  leave: z.array(attendanceDayLeaveDto),
  /** The day's records, by check-in. */
  records: z.array(attendanceDto),
});
export type AttendanceDayDto = z.infer<typeof attendanceDayDto>;

const tag = 'Attendance';
const path = '/api/app/attendance';
const call = resourceCalls(path, tag);

/**
 * The attendance calls at the spec's paths (document 2 §7; delete at the conventional path): the create
 * answers the new id as text, the update the id.
 */
const attendanceResource = resourceEndpoints({
  path,
  tag,
  policies: TimePermissions.Attendance,
  dto: attendanceDto,
  query: getAttendancesInput,
  create: createAttendanceInput,
  update: updateAttendanceInput,
  updateResponse: z.uuid(),
});
export const attendanceEndpoints = {
  ...attendanceResource,
  /** The records of the list's filters as an Excel workbook. */
  exportExcel: excelExportOf(attendanceResource.list),
  /** The import from Excel (template, dry run, all or nothing), behind the create's permission. */
  ...importEndpoints(path, tag, access.policy(TimePermissions.Attendance.Create)),
  /**
   * One employee's work days with their status: what was expected, worked, taken as approved leave and
   * missing. An approved leave day is on leave, never absent.
   */
  days: call('GET', 'days', TimePermissions.Attendance.Default, {
    query: getAttendanceDaysInput,
    response: z.array(attendanceDayDto),
  }),
  /**
   * The signed-in employee's own work days (the token's EmployeeId), computed as `days` computes HR's view:
   * self-service's My attendance. Only with the tenant's SelfService.Enable (403 Platform:FeatureDisabled);
   * a user who is no employee of the tenant gets 403 Requests:NotAnEmployee.
   */
  ownDays: call('GET', 'own-days', access.authenticated, {
    query: getOwnAttendanceDaysInput,
    response: z.array(attendanceDayDto),
  }),
};
