import { z } from 'zod';
import { dateTime, optionalDateOnly } from '../platform/dates.ts';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import {
  auditedDto,
  concurrencyStamp,
  optionalIdFilter,
  pagedRequest,
  pagedResult,
} from '../platform/paging.contract.ts';
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
  checkOut: z.preprocess((v) => (v === '' ? null : v), dateTime.nullish()),
  /**
   * Accepted because the spec's client sends them, but not trusted: a side a user writes is Manual; the
   * sync writes AttendanceTerminal. An edit keeps the mode of the side it does not change.
   */
  inMode: AttendanceModes.schema.optional(),
  outMode: z.preprocess((v) => (v === '' ? null : v), AttendanceModes.schema.nullish()),
});
type AttendanceFields = z.infer<typeof attendanceFields>;

/** The check-in before the check-out, at most `maxAttendanceHours` apart (the form and the server). */
function attendanceRules(a: AttendanceFields, ctx: z.RefinementCtx) {
  if (!a.checkOut) return;
  const length = Date.parse(a.checkOut) - Date.parse(a.checkIn);
  if (!(length > 0)) {
    ctx.addIssue({ code: 'custom', path: ['checkIn'], message: 'Time:InvalidCheckIn' });
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Time:InvalidCheckOut' });
  } else if (length > maxAttendanceHours * msPerHour)
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: 'Time:AttendanceTooLong' });
}

export const createAttendanceInput = attendanceFields.superRefine(attendanceRules);
export type CreateAttendanceInput = z.input<typeof createAttendanceInput>;
export type CreateAttendance = z.infer<typeof createAttendanceInput>;

export const updateAttendanceInput = attendanceFields
  .extend({ concurrencyStamp })
  .superRefine(attendanceRules);
export type UpdateAttendanceInput = z.input<typeof updateAttendanceInput>;
export type UpdateAttendance = z.infer<typeof updateAttendanceInput>;

export const attendanceDto = auditedDto.extend({
  id: z.uuid(),
  employeeId: z.uuid(),
  employeeName: z.string().nullable(),
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
  concurrencyStamp: z.string(),
});
export type AttendanceDto = z.infer<typeof attendanceDto>;

/** GET list: paging, sorting (checkIn, checkOut, workDay, creationTime), the employee and work days. */
export const getAttendancesInput = pagedRequest
  .extend({
    /** Only this employee's records (the all-zero UUID: no filter). */
    employeeId: optionalIdFilter,
    /** Work days from and to (both included). */
    fromDate: optionalDateOnly,
    toDate: optionalDateOnly,
  })
  .superRefine((q, ctx) => {
    if (q.fromDate && q.toDate && q.toDate < q.fromDate)
      ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'Time:InvalidToDate' });
  });
export type GetAttendancesInput = z.input<typeof getAttendancesInput>;
export type GetAttendances = z.infer<typeof getAttendancesInput>;

const tag = 'Attendance';
const P = TimePermissions.Attendance;
const path = '/api/app/attendance';

/** The attendance calls at the spec's paths (document 2 §7; delete at the conventional path). */
export const attendanceEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    query: getAttendancesInput,
    response: pagedResult(attendanceDto),
    access: access.policy(P.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    params: idParams,
    response: attendanceDto,
    access: access.policy(P.Default),
    tag,
  }),
  /** Answers the new id as text. */
  create: endpoint({
    method: 'POST',
    path,
    body: createAttendanceInput,
    response: z.uuid(),
    access: access.policy(P.Create),
    tag,
  }),
  /** Answers the id as text. */
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    params: idParams,
    body: updateAttendanceInput,
    response: z.uuid(),
    access: access.policy(P.Update),
    tag,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: idParams,
    access: access.policy(P.Delete),
    tag,
  }),
};
