import {
  AttendanceMode,
  AttendanceOrigin,
  type CreateAttendance,
  type UpdateAttendance,
} from '@hr/contracts';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import { findOr404, lockedOr404, updateStamped } from '../../../platform/db/crud.ts';
import type { Database } from '../../../platform/db/database.ts';
import { AppError, concurrencyConflict } from '../../../platform/errors.ts';
import { attendanceRecords } from '../time.tables.ts';
import { type AttendanceDeps, byId } from './attendance.rows.ts';
import {
  type AttendanceRules,
  assertNoOverlap,
  lockEmployees,
  sameInstant,
  spanOf,
} from './attendance.rules.ts';

/** HR's writes of the records: a Manual record made, corrected under its stamp, or deleted. */
export function createAttendanceCommands(db: Database, deps: AttendanceDeps, rules: AttendanceRules) {
  const { checkTimes, checkEmployment, workDay } = rules;
  return {
    /** A Manual record; answers its id. */
    async create(ctx: RequestContext, input: CreateAttendance): Promise<string> {
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      const span = spanOf(input);
      checkTimes(ctx, timeZone, span.checkIn, span.checkOut);
      return db.transaction(ctx, async (tx) => {
        await lockEmployees(tx, tenantId, [input.employeeId]);
        if (!(await deps.employees.lockForUse(ctx, input.employeeId)))
          throw new AppError('Time:AttendanceEmployeeNotFound');
        await checkEmployment(ctx, timeZone, input.employeeId, span.checkIn);
        // The work day from the contracts as this transaction sees them.
        const day = await workDay(ctx, timeZone, input.employeeId, span);
        await assertNoOverlap(tx, tenantId, timeZone, { employeeId: input.employeeId, ...span });
        const [row] = await tx
          .insert(attendanceRecords)
          .values({
            tenantId,
            employeeId: input.employeeId,
            ...span,
            inMode: AttendanceMode.Manual,
            outMode: span.checkOut ? AttendanceMode.Manual : null,
            workDay: day,
            origin: AttendanceOrigin.Manual,
            creatorId: ctx.userId,
          })
          .returning({ id: attendanceRecords.id });
        return row!.id;
      });
    },

    /**
     * A correction under the record's stamp: it becomes Manual (the sync leaves it alone from then on); a
     * side whose time (and employee) did not change keeps its mode.
     */
    async update(ctx: RequestContext, id: string, input: UpdateAttendance): Promise<string> {
      const tenantId = tenantOf(ctx);
      const timeZone = await deps.timeZoneOf(ctx);
      const span = spanOf(input);
      checkTimes(ctx, timeZone, span.checkIn, span.checkOut);
      const seen = findOr404(
        await db.transaction(ctx, (tx) => tx.select().from(attendanceRecords).where(byId(tenantId, id))),
      );
      return db.transaction(ctx, async (tx) => {
        // The employees' locks before the row's: the order every writer of an employee's records takes.
        await lockEmployees(tx, tenantId, [seen.employeeId, input.employeeId]);
        const current = await lockedOr404(tx, attendanceRecords, byId(tenantId, id));
        // It moved to another employee while we waited: the lock taken is not its employee's.
        if (current.employeeId !== seen.employeeId) throw concurrencyConflict();
        if (!(await deps.employees.lockForUse(ctx, input.employeeId)))
          throw new AppError('Time:AttendanceEmployeeNotFound');
        await checkEmployment(ctx, timeZone, input.employeeId, span.checkIn);
        const day = await workDay(ctx, timeZone, input.employeeId, span);
        await assertNoOverlap(tx, tenantId, timeZone, { id, employeeId: input.employeeId, ...span });
        const sameEmployee = current.employeeId === input.employeeId;
        const keptIn = sameEmployee && sameInstant(current.checkIn, span.checkIn);
        const keptOut =
          sameEmployee && span.checkOut !== null && sameInstant(current.checkOut, span.checkOut);
        await updateStamped(tx, attendanceRecords, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: {
            employeeId: input.employeeId,
            ...span,
            inMode: keptIn ? current.inMode : AttendanceMode.Manual,
            outMode: span.checkOut ? (keptOut ? current.outMode : AttendanceMode.Manual) : null,
            workDay: day,
            origin: AttendanceOrigin.Manual,
          },
          ctx,
        });
        return id;
      });
    },

    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const deleted = await tx
          .delete(attendanceRecords)
          .where(byId(tenantId, id))
          .returning({ id: attendanceRecords.id });
        findOr404(deleted);
      });
    },
  };
}
