import {
  type AttendanceDayDto,
  AttendanceDayStatus,
  type AttendanceDto,
  FeatureNames,
  type GetAttendanceDays,
  type GetOwnAttendanceDays,
} from '@hr/contracts';
import { gte, inArray, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import type { FeatureService } from '../../../platform/features.service.ts';
import { dateIn } from '../../../platform/tenant-date.ts';
import type { ExpectedDay, ExpectedTime } from '../../employment/public.ts';
import type { LeaveCalendar, LeaveDayEntry } from '../../leave/public.ts';
import { selfOf } from '../../requests/public.ts';
import { attendanceRecords } from '../time.tables.ts';
import type { ProvidedAttendance } from './attendance.provided.ts';
import type { AttendanceEmployees } from './attendance.rows.ts';

export interface AttendanceDaysDeps {
  attendance: Pick<ProvidedAttendance, 'employeeRecords'>;
  employees: Pick<AttendanceEmployees, 'namesByIds'>;
  expectedTime: Pick<ExpectedTime, 'forEmployee' | 'forEmployees'>;
  /** The approved leave of the days (`modules.leave.requests`). */
  leave: Pick<LeaveCalendar, 'approvedDays'>;
  timeZoneOf(ctx: RequestContext): Promise<string>;
  /** The employee's own days are self-service: the tenant's SelfService.Enable gates them. */
  features: Pick<FeatureService, 'requireEnabled'>;
}

const msPerMinute = 60_000;

/** The whole minutes of the day's closed records (an open one has worked nothing yet). */
export function workedMinutesOf(records: readonly Pick<AttendanceDto, 'checkIn' | 'checkOut'>[]): number {
  let ms = 0;
  for (const r of records) if (r.checkOut) ms += Date.parse(r.checkOut) - Date.parse(r.checkIn);
  return Math.floor(ms / msPerMinute);
}

/**
 * The day's late arrival is its first record's and its early leave its last record's (records come by
 * check-in): each record is measured against the day's first start and last end, so a sum would count a
 * lunch break as both.
 */
export function dayLateAndEarly(
  records: readonly Pick<AttendanceDto, 'lateMinutes' | 'earlyLeaveMinutes'>[],
) {
  return {
    lateMinutes: records[0]?.lateMinutes ?? 0,
    earlyLeaveMinutes: records.at(-1)?.earlyLeaveMinutes ?? 0,
  };
}

/**
 * A day is over once its calendar date has passed in the tenant's zone and its last expected interval has
 * ended (a night shift runs past midnight).
 */
export function dayIsOver(day: ExpectedDay, now: Date, timeZone: string): boolean {
  return dayIsOverBy(day, now, dateIn(timeZone, now));
}

/** {@link dayIsOver} with the zone's date of `now` worked out once (a payroll run asks for every day). */
function dayIsOverBy(day: ExpectedDay, now: Date, today: string): boolean {
  if (day.date >= today) return false;
  return day.intervals.every((i) => i.end.getTime() <= now.getTime());
}

/**
 * The status of a day, the first that holds: NoContract, Holiday, RestDay (nothing expected), OnLeave
 * (approved leave covers a whole counted day or all the expected minutes), Worked (any record), then
 * Absent once the day is over, else Upcoming. Leave is thus never Absent, and a day known in advance (a
 * holiday, a rest day, approved leave) says so before it comes.
 */
export function dayStatus(
  day: ExpectedDay,
  leave: readonly Pick<LeaveDayEntry, 'days' | 'minutes'>[],
  hasRecords: boolean,
  over: boolean,
): AttendanceDayStatus {
  if (!day.contractId) return AttendanceDayStatus.NoContract;
  if (day.holiday) return AttendanceDayStatus.Holiday;
  if (day.expectedMinutes <= 0) return AttendanceDayStatus.RestDay;
  const leaveMinutes = leave.reduce((sum, l) => sum + l.minutes, 0);
  if (leave.some((l) => l.days >= 1) || leaveMinutes >= day.expectedMinutes)
    return AttendanceDayStatus.OnLeave;
  if (hasRecords) return AttendanceDayStatus.Worked;
  return over ? AttendanceDayStatus.Absent : AttendanceDayStatus.Upcoming;
}

/** A work day as payroll counts it: what was expected, worked and on leave, and the day's status. */
export interface PayrollDay {
  date: string;
  status: AttendanceDayStatus;
  expectedMinutes: number;
  workedMinutes: number;
  leaveMinutes: number;
  hasRecords: boolean;
}

/**
 * An employee's days of a payroll period, and whether attendance tracks the employee: records in the
 * period. Payroll counts absence only for a tracked employee (docs/decisions.md, "Absence of schedule-paid
 * employees"): a PIN alone is not enough, as a terminal not yet read would make everyone absent.
 */
export interface PayrollAttendance {
  days: PayrollDay[];
  tracked: boolean;
}

/**
 * One employee's work days (at most 62, the contract's bound): the expected time from the contracts module,
 * the records by work day, the approved leave from the leave module, what is missing once the day is over,
 * and the day's status. All read in one transaction (one snapshot). An employee not of the tenant: 404 for
 * HR's view, 403 Requests:NotAnEmployee for the employee's own (their token names no employee here).
 */
export function createAttendanceDays(db: Database, deps: AttendanceDaysDeps) {
  async function employeeDays(
    ctx: RequestContext,
    { employeeId, fromDate, toDate }: GetAttendanceDays,
    unknownEmployee: () => Error,
  ): Promise<AttendanceDayDto[]> {
    const timeZone = await deps.timeZoneOf(ctx);
    const now = ctx.now();
    const read = await db.transaction(ctx, async () => {
      const names = await deps.employees.namesByIds(ctx, [employeeId]);
      if (!names.has(employeeId)) throw unknownEmployee();
      const expected = await deps.expectedTime.forEmployee(ctx, employeeId, fromDate, toDate);
      const leave = await deps.leave.approvedDays(ctx, [employeeId], fromDate, toDate);
      const records = await deps.attendance.employeeRecords(ctx, employeeId, fromDate, toDate);
      return { expected, leave, records };
    });
    return read.expected.map((day) => {
      const records = read.records.filter((r) => r.workDay === day.date);
      const leave = read.leave.filter((l) => l.date === day.date && l.employeeId === employeeId);
      const over = dayIsOver(day, now, timeZone);
      const workedMinutes = workedMinutesOf(records);
      const leaveMinutes = leave.reduce((sum, l) => sum + l.minutes, 0);
      return {
        date: day.date,
        dayOfWeek: day.dayOfWeek,
        status: dayStatus(day, leave, records.length > 0, over),
        expectedMinutes: Math.round(day.expectedMinutes),
        workedMinutes,
        missingMinutes: over ? Math.max(0, day.expectedMinutes - workedMinutes - leaveMinutes) : 0,
        ...dayLateAndEarly(records),
        leave: leave.map((l) => ({
          leaveRequestId: l.leaveRequestId,
          leaveTypeName: l.leaveTypeName,
          isPaid: l.isPaid,
          days: l.days,
          minutes: l.minutes,
        })),
        records,
      };
    });
  }

  return {
    days(ctx: RequestContext, input: GetAttendanceDays): Promise<AttendanceDayDto[]> {
      return employeeDays(ctx, input, notFound);
    },

    /**
     * The caller's own days (self-service's My attendance): the employee of their token, the same days as
     * HR's view. A user who is no employee (no claim, or an employee not of the tenant): 403.
     */
    async ownDays(ctx: RequestContext, input: GetOwnAttendanceDays): Promise<AttendanceDayDto[]> {
      const employeeId = selfOf(ctx);
      await deps.features.requireEnabled(ctx.tenantId, FeatureNames.SelfService.Enable);
      return employeeDays(ctx, { employeeId, ...input }, () => new AppError('Requests:NotAnEmployee'));
    },

    /**
     * The days of many employees over a payroll period, in the caller's transaction, with one read each of
     * expected time, approved leave and records (only their times and work days): a payroll run asks
     * for hundreds of employees at once. Every id asked has an entry (ids not of the tenant: no contract,
     * no records). The statuses are those of {@link days}.
     */
    async payrollDays(
      ctx: RequestContext,
      employeeIds: readonly string[],
      fromDate: string,
      toDate: string,
    ): Promise<Map<string, PayrollAttendance>> {
      const tenantId = tenantOf(ctx);
      const ids = [...new Set(employeeIds)];
      const timeZone = await deps.timeZoneOf(ctx);
      const now = ctx.now();
      const read = await db.transaction(ctx, async (tx) => {
        const expected = await deps.expectedTime.forEmployees(ctx, ids, fromDate, toDate);
        const leave = await deps.leave.approvedDays(ctx, ids, fromDate, toDate);
        const records = await tx
          .select({
            employeeId: attendanceRecords.employeeId,
            workDay: attendanceRecords.workDay,
            checkIn: attendanceRecords.checkIn,
            checkOut: attendanceRecords.checkOut,
          })
          .from(attendanceRecords)
          .where(
            tenantRows(attendanceRecords, tenantId, [
              inArray(attendanceRecords.employeeId, ids),
              gte(attendanceRecords.workDay, fromDate),
              lte(attendanceRecords.workDay, toDate),
            ]),
          );
        return { expected, leave, records };
      });
      const key = (employeeId: string, date: string) => `${employeeId}|${date}`;
      const workedMs = new Map<string, number>();
      const withRecords = new Set<string>();
      for (const r of read.records) {
        const k = key(r.employeeId, r.workDay);
        withRecords.add(k);
        withRecords.add(r.employeeId);
        if (r.checkOut) workedMs.set(k, (workedMs.get(k) ?? 0) + r.checkOut.getTime() - r.checkIn.getTime());
      }
      const leaveOf = new Map<string, LeaveDayEntry[]>();
      for (const l of read.leave) {
        const k = key(l.employeeId, l.date);
        const list = leaveOf.get(k);
        if (list) list.push(l);
        else leaveOf.set(k, [l]);
      }
      const today = dateIn(timeZone, now);
      const answer = new Map<string, PayrollAttendance>();
      for (const employeeId of ids) {
        const days = (read.expected.get(employeeId) ?? []).map((day): PayrollDay => {
          const k = key(employeeId, day.date);
          const leave = leaveOf.get(k) ?? [];
          const hasRecords = withRecords.has(k);
          return {
            date: day.date,
            status: dayStatus(day, leave, hasRecords, dayIsOverBy(day, now, today)),
            expectedMinutes: Math.round(day.expectedMinutes),
            workedMinutes: Math.floor((workedMs.get(k) ?? 0) / msPerMinute),
            leaveMinutes: leave.reduce((sum, l) => sum + l.minutes, 0),
            hasRecords,
          };
        });
        answer.set(employeeId, {
          days,
          tracked: withRecords.has(employeeId),
        });
      }
      return answer;
    },
  };
}
export type AttendanceDaysService = ReturnType<typeof createAttendanceDays>;
