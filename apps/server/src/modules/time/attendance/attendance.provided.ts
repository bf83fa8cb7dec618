import { type AttendanceDto, AttendanceMode, AttendanceOrigin } from '@hr/contracts';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import type { Database } from '../../../platform/db/database.ts';
import { tenantRows } from '../../../platform/db/tenant-table.ts';
import { AppError } from '../../../platform/errors.ts';
import { addDays } from '../../../platform/tenant-date.ts';
import { attendanceRecords } from '../time.tables.ts';
import {
  type AttendanceCorrection,
  type AttendanceDeps,
  type AttendanceRecord,
  type AttendanceRow,
  type AttendanceSnapshot,
  byId,
  rowOf,
  snapshotOf,
} from './attendance.rows.ts';
import { type AttendanceRules, assertNoOverlap, lockEmployees, overlapping } from './attendance.rules.ts';

/** `recordsBetween` answers at most this many days and employees at once. */
const maxRangeDays = 731;
const maxEmployeesPerRead = 5000;

/**
 * What other parts read and call of the records: the days views (an employee's own month, HR's), payroll's
 * worked time, the requests module's corrections, and the sync's lock of an employee's records.
 */
export function createProvidedAttendance(db: Database, deps: AttendanceDeps, rules: AttendanceRules) {
  const { checkEmployment, workDay, toDtos } = rules;
  return {
    /** A stay of the employee's checked in before their employment began: a 400 on `checkIn`. */
    async checkEmployment(ctx: RequestContext, employeeId: string, checkIn: Date): Promise<void> {
      await checkEmployment(ctx, await deps.timeZoneOf(ctx), employeeId, checkIn);
    },

    /**
     * The records of the employees whose work day lies from `fromDay` to `toDay` (both included, at most two
     * years), by employee and check-in: for the sync's pairing and payroll's worked time. Joins the caller's
     * transaction.
     */
    async recordsBetween(
      ctx: RequestContext,
      employeeIds: readonly string[],
      fromDay: string,
      toDay: string,
    ): Promise<AttendanceRecord[]> {
      const tenantId = tenantOf(ctx);
      if (!employeeIds.length || toDay < fromDay) return [];
      if (addDays(fromDay, maxRangeDays - 1) < toDay)
        throw new RangeError(`At most ${maxRangeDays} days of attendance at once`);
      const ids = [...new Set(employeeIds)];
      const records: AttendanceRecord[] = [];
      for (let i = 0; i < ids.length; i += maxEmployeesPerRead) {
        const rows = await db.transaction(ctx, (tx) =>
          tx
            .select({
              id: attendanceRecords.id,
              employeeId: attendanceRecords.employeeId,
              checkIn: attendanceRecords.checkIn,
              checkOut: attendanceRecords.checkOut,
              inMode: attendanceRecords.inMode,
              outMode: attendanceRecords.outMode,
              workDay: attendanceRecords.workDay,
              origin: attendanceRecords.origin,
            })
            .from(attendanceRecords)
            .where(
              tenantRows(attendanceRecords, tenantId, [
                inArray(attendanceRecords.employeeId, ids.slice(i, i + maxEmployeesPerRead)),
                gte(attendanceRecords.workDay, fromDay),
                lte(attendanceRecords.workDay, toDay),
              ]),
            )
            .orderBy(asc(attendanceRecords.employeeId), asc(attendanceRecords.checkIn)),
        );
        records.push(...rows);
      }
      return records;
    },

    /**
     * Applies an approved correction request inside the caller's transaction: under the employee's lock (as
     * every write), deletes what it replaces and writes the requested stay as origin Request with Manual
     * modes (the sync never touches it), refusing an overlap with what remains. Answers the new record's id
     * and the removed records.
     */
    async applyCorrection(
      ctx: RequestContext,
      correction: AttendanceCorrection,
    ): Promise<{ id: string; removed: AttendanceSnapshot[] }> {
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      const { employeeId, record } = correction;
      return db.transaction(ctx, async (tx) => {
        await lockEmployees(tx, tenantId, [employeeId]);
        if (!(await deps.employees.lockForUse(ctx, employeeId)))
          throw new AppError('Time:AttendanceEmployeeNotFound');
        let removed: AttendanceRow[];
        if ('recordId' in correction.remove) {
          removed = await tx
            .delete(attendanceRecords)
            .where(
              and(byId(tenantId, correction.remove.recordId), eq(attendanceRecords.employeeId, employeeId)),
            )
            .returning();
          if (!removed.length) throw new AppError('Requests:AttendanceToFixNotFound');
        } else {
          const { from, to } = correction.remove.range;
          const ids = (await overlapping(tx, tenantId, employeeId, from, to)).map((r) => r.id);
          removed = ids.length
            ? await tx
                .delete(attendanceRecords)
                .where(tenantRows(attendanceRecords, tenantId, [inArray(attendanceRecords.id, ids)]))
                .returning()
            : [];
        }
        const span = { checkIn: record.checkIn, checkOut: record.checkOut };
        const day = await workDay(ctx, timeZone, employeeId, span);
        await assertNoOverlap(tx, tenantId, timeZone, { employeeId, ...span });
        const [row] = await tx
          .insert(attendanceRecords)
          .values({
            tenantId,
            employeeId,
            ...span,
            inMode: AttendanceMode.Manual,
            outMode: AttendanceMode.Manual,
            workDay: day,
            origin: AttendanceOrigin.Request,
            creationTime: ctx.now(),
            creatorId: ctx.userId,
          })
          .returning({ id: attendanceRecords.id });
        removed.sort((a, b) => a.checkIn.getTime() - b.checkIn.getTime());
        return { id: row!.id, removed: removed.map(snapshotOf) };
      });
    },

    /** The employee's records overlapping [from, to), as snapshots (joins the caller's transaction). */
    async overlappingRecords(
      ctx: RequestContext,
      employeeId: string,
      from: Date,
      to: Date,
    ): Promise<AttendanceSnapshot[]> {
      const tenantId = tenantOf(ctx);
      const rows = await db.transaction(ctx, (tx) => overlapping(tx, tenantId, employeeId, from, to));
      return rows.map(snapshotOf);
    },

    /** One of the employee's records, or null (joins the caller's transaction). */
    async recordOf(ctx: RequestContext, employeeId: string, id: string): Promise<AttendanceSnapshot | null> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx
          .select()
          .from(attendanceRecords)
          .where(and(byId(tenantId, id), eq(attendanceRecords.employeeId, employeeId))),
      );
      return row ? snapshotOf(row) : null;
    },

    /** The employee's records whose work day lies from `fromDate` to `toDate`, by check-in, as answers. */
    async employeeRecords(
      ctx: RequestContext,
      employeeId: string,
      fromDate: string,
      toDate: string,
    ): Promise<AttendanceDto[]> {
      const tenantId = tenantOf(ctx);
      const { rows, names } = await db.transaction(ctx, async (tx) => {
        const rows = await tx
          .select()
          .from(attendanceRecords)
          .where(
            tenantRows(attendanceRecords, tenantId, [
              eq(attendanceRecords.employeeId, employeeId),
              gte(attendanceRecords.workDay, fromDate),
              lte(attendanceRecords.workDay, toDate),
            ]),
          )
          .orderBy(asc(attendanceRecords.checkIn));
        return { rows, names: await deps.employees.namesByIds(ctx, [employeeId]) };
      });
      return toDtos(ctx, rows, names);
    },

    /** Snapshots as answers (names, hours, late and early), e.g. what a correction removed. */
    async describe(ctx: RequestContext, snapshots: readonly AttendanceSnapshot[]): Promise<AttendanceDto[]> {
      const tenantId = tenantOf(ctx);
      const names = await deps.employees.namesByIds(ctx, [...new Set(snapshots.map((s) => s.employeeId))]);
      return toDtos(
        ctx,
        snapshots.map((s) => rowOf(s, tenantId)),
        names,
      );
    },

    /** The work day a stay of the employee would count for, by the contracts of now. */
    async workDayOf(ctx: RequestContext, employeeId: string, checkIn: Date, checkOut: Date | null) {
      return workDay(ctx, await deps.timeZoneOf(ctx), employeeId, { checkIn, checkOut });
    },

    /**
     * Takes the attendance lock of each employee until the caller's transaction ends (the sync writing an
     * employee's Terminal records waits for a manual write of the same employee, and the reverse).
     */
    async lockEmployees(ctx: RequestContext, employeeIds: readonly string[]): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, (tx) => lockEmployees(tx, tenantId, employeeIds));
    },
  };
}
export type ProvidedAttendance = ReturnType<typeof createProvidedAttendance>;
