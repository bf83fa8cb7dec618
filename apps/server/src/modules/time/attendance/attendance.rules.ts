import {
  type AttendanceDto,
  AttendanceMode,
  attendanceFutureToleranceMinutes,
  type CreateAttendance,
} from '@hr/contracts';
import { asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/context.ts';
import { auditFields } from '../../../platform/db/columns.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { AppError, invalidField } from '../../../platform/errors.ts';
import { addDays, dateIn, wallTimeIn } from '../../../platform/tenant-date.ts';
import type { ExpectedDay } from '../../employment/public.ts';
import { attendanceRecords } from '../time.tables.ts';
import type { AttendanceDeps, AttendanceRow, Span } from './attendance.rows.ts';
import { hoursOf, lateAndEarly, workDayOf } from './work-day.ts';

/** Expected time is asked for windows of at most this many work days (its own limit is two years). */
const expectedWindowDays = 366;
const msPerMinute = 60_000;

export const sameInstant = (a: Date | null, b: Date | null) =>
  (a?.getTime() ?? null) === (b?.getTime() ?? null);

export const spanOf = (input: CreateAttendance): Span => ({
  checkIn: new Date(input.checkIn),
  checkOut: input.checkOut ? new Date(input.checkOut) : null,
});

/** One writer of an employee's records at a time; several in the order of their ids (no deadlock). */
export async function lockEmployees(tx: Tx, tenantId: string, employeeIds: readonly string[]) {
  for (const employeeId of [...new Set(employeeIds)].sort())
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`time.attendance.employee:${tenantId}:${employeeId}`}))`,
    );
}

/** The employee's records overlapping [from, to) (an open one runs on without end), by check-in. */
export const overlapping = (tx: Tx, tenantId: string, employeeId: string, from: Date, to: Date) =>
  tx
    .select()
    .from(attendanceRecords)
    .where(
      tenantRows(attendanceRecords, tenantId, [
        eq(attendanceRecords.employeeId, employeeId),
        lt(attendanceRecords.checkIn, to),
        or(isNull(attendanceRecords.checkOut), gt(attendanceRecords.checkOut, from)),
      ]),
    )
    .orderBy(asc(attendanceRecords.checkIn));

/** Refuses when another record of the employee overlaps the stay (an open one runs on without end). */
export async function assertNoOverlap(
  tx: Tx,
  tenantId: string,
  timeZone: string,
  record: { id?: string; employeeId: string; checkIn: Date; checkOut: Date | null },
) {
  const [other] = await tx
    .select({ checkIn: attendanceRecords.checkIn, checkOut: attendanceRecords.checkOut })
    .from(attendanceRecords)
    .where(
      tenantRows(attendanceRecords, tenantId, [
        eq(attendanceRecords.employeeId, record.employeeId),
        record.id ? ne(attendanceRecords.id, record.id) : undefined,
        record.checkOut ? lt(attendanceRecords.checkIn, record.checkOut) : undefined,
        or(isNull(attendanceRecords.checkOut), gt(attendanceRecords.checkOut, record.checkIn)),
      ]),
    )
    .orderBy(asc(attendanceRecords.checkIn))
    .limit(1);
  if (!other) return;
  if (!other.checkOut)
    throw new AppError('Time:OpenAttendanceExists', { checkIn: wallTimeIn(timeZone, other.checkIn) });
  throw new AppError('Time:AttendanceOverlap', {
    checkIn: wallTimeIn(timeZone, other.checkIn),
    checkOut: wallTimeIn(timeZone, other.checkOut),
  });
}

/**
 * The rules every writer of records shares (the clock, the employment, the work day) and the rows as
 * answers, over the attendance's dependencies.
 */
export function attendanceRules(deps: AttendanceDeps) {
  /** The rules that need the clock and the tenant's calendar (the schema checked the rest). */
  function checkTimes(ctx: RequestContext, timeZone: string, checkIn: Date, checkOut: Date | null) {
    const now = ctx.now();
    const latest = now.getTime() + attendanceFutureToleranceMinutes * msPerMinute;
    if (checkIn.getTime() > latest || (checkOut && checkOut.getTime() > latest))
      throw new AppError('Time:AttendanceInFuture', { now: wallTimeIn(timeZone, now) });
    const today = dateIn(timeZone, now);
    if (!checkOut && dateIn(timeZone, checkIn) !== today)
      throw new AppError('Time:CheckOutRequired', { today });
  }

  /**
   * A user's record is not before the employee's employment began (the earliest start of their contracts;
   * none: no bound but the contract's 1900): a check-in of 1900-01-01 is a typing slip, and a record before
   * the first contract is of no one's time. Create and update, and a correction request when it is filed
   * (the service's `checkEmployment`); not the sync, which writes what a terminal read, nor an approved
   * correction (`applyCorrection`), checked when it was filed.
   */
  async function checkEmployment(ctx: RequestContext, timeZone: string, employeeId: string, checkIn: Date) {
    const start = await deps.contracts.employmentStartOf(ctx, employeeId);
    if (start && dateIn(timeZone, checkIn) < start)
      throw invalidField(['checkIn'], 'Time:AttendanceBeforeEmployment', { start });
  }

  /** The work day of a stay, from the employee's expected time of the check-in's date and the day before. */
  async function workDay(ctx: RequestContext, timeZone: string, employeeId: string, span: Span) {
    const date = dateIn(timeZone, span.checkIn);
    const days = await deps.expectedTime.forEmployee(ctx, employeeId, addDays(date, -1), date);
    return workDayOf(span, days, timeZone);
  }

  /** The expected day of each (employee, work day) of the rows, asked in windows of work days. */
  async function expectedDaysOf(ctx: RequestContext, rows: readonly AttendanceRow[]) {
    const found = new Map<string, ExpectedDay>();
    const days = [...new Set(rows.map((r) => r.workDay))].sort();
    let i = 0;
    while (i < days.length) {
      const from = days[i]!;
      const last = addDays(from, expectedWindowDays - 1);
      let to = from;
      while (i < days.length && days[i]! <= last) to = days[i++]!;
      const employeeIds = [
        ...new Set(rows.filter((r) => r.workDay >= from && r.workDay <= to).map((r) => r.employeeId)),
      ];
      const answer = await deps.expectedTime.forEmployees(ctx, employeeIds, from, to);
      for (const [employeeId, list] of answer)
        for (const day of list) found.set(`${employeeId}|${day.date}`, day);
    }
    return found;
  }

  /** The rows as answers: names read in the transaction, late and early after it (expected time). */
  async function toDtos(
    ctx: RequestContext,
    rows: readonly AttendanceRow[],
    names: Map<string, string>,
  ): Promise<AttendanceDto[]> {
    const expected = await expectedDaysOf(ctx, rows);
    return rows.map((row) => ({
      id: row.id,
      employeeId: row.employeeId,
      employeeName: names.get(row.employeeId) ?? null,
      checkIn: row.checkIn.toISOString(),
      checkOut: row.checkOut?.toISOString() ?? null,
      inMode: row.inMode,
      outMode: row.checkOut ? (row.outMode ?? AttendanceMode.Manual) : null,
      workDay: row.workDay,
      hours: hoursOf(row),
      ...lateAndEarly(row, expected.get(`${row.employeeId}|${row.workDay}`)),
      origin: row.origin,
      ...auditFields(row),
      concurrencyStamp: row.concurrencyStamp,
    }));
  }

  return { checkTimes, checkEmployment, workDay, toDtos };
}
export type AttendanceRules = ReturnType<typeof attendanceRules>;
