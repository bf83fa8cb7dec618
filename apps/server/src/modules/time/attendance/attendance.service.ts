import {
  type AttendanceDto,
  AttendanceMode,
  AttendanceOrigin,
  attendanceFutureToleranceMinutes,
  type CreateAttendance,
  type GetAttendances,
  type PagedResult,
  type UpdateAttendance,
} from '@hr/contracts';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../../platform/context.ts';
import { auditFields } from '../../../platform/db/columns.ts';
import { findOr404, pageOfTable, updateStamped } from '../../../platform/db/crud.ts';
import type { Database, Tx } from '../../../platform/db/database.ts';
import { sortingOrder } from '../../../platform/db/sorting.ts';
import { AppError, concurrencyConflict, invalidField } from '../../../platform/errors.ts';
import { addDays, dateIn, wallTimeIn } from '../../../platform/tenant-date.ts';
import type { ExpectedDay, ExpectedTime } from '../../employment/public.ts';
import { attendanceRecords } from '../time.tables.ts';
import { hoursOf, lateAndEarly, workDayOf } from './work-day.ts';

/** What attendance needs of the employees module: the employee share-locked for a save, names for lists. */
export interface AttendanceEmployees {
  lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean>;
  namesByIds(ctx: Pick<RequestContext, 'tenantId'>, ids: readonly string[]): Promise<Map<string, string>>;
}

/** What attendance asks of the contracts module: the day the employee's employment began (null: no contract). */
export interface AttendanceContracts {
  employmentStartOf(ctx: Pick<RequestContext, 'tenantId'>, employeeId: string): Promise<string | null>;
}

export interface AttendanceDeps {
  employees: AttendanceEmployees;
  contracts: AttendanceContracts;
  /** The contracts module's expected time (read inside the write's transaction, after the employee's lock). */
  expectedTime: Pick<ExpectedTime, 'forEmployee' | 'forEmployees'>;
  /** The tenant's IANA time zone (setting Abp.Timing.TimeZone). */
  timeZoneOf(ctx: RequestContext): Promise<string>;
}

type AttendanceRow = typeof attendanceRecords.$inferSelect;

/** A stored record, as the sync and payroll read them (no names, no late/early). */
export interface AttendanceRecord {
  id: string;
  employeeId: string;
  checkIn: Date;
  checkOut: Date | null;
  inMode: number;
  outMode: number | null;
  workDay: string;
  origin: number;
}

/**
 * A record as it was, kept by whoever deleted it (an accepted correction request shows what it removed):
 * the row with its instants as ISO text.
 */
export interface AttendanceSnapshot {
  id: string;
  employeeId: string;
  checkIn: string;
  checkOut: string | null;
  inMode: number;
  outMode: number | null;
  workDay: string;
  origin: number;
  creationTime: string;
  creatorId: string | null;
  lastModificationTime: string | null;
  lastModifierId: string | null;
  concurrencyStamp: string;
}

/**
 * An approved correction (requests module): what it removes, and the stay it writes instead. `range`: every
 * record of the employee overlapping it; `recordId`: that one record, which must still be the employee's.
 */
export interface AttendanceCorrection {
  employeeId: string;
  remove: { range: { from: Date; to: Date } } | { recordId: string };
  record: { checkIn: Date; checkOut: Date };
}

const snapshotOf = (row: AttendanceRow): AttendanceSnapshot => ({
  id: row.id,
  employeeId: row.employeeId,
  checkIn: row.checkIn.toISOString(),
  checkOut: row.checkOut?.toISOString() ?? null,
  inMode: row.inMode,
  outMode: row.outMode,
  workDay: row.workDay,
  origin: row.origin,
  creationTime: row.creationTime.toISOString(),
  creatorId: row.creatorId,
  lastModificationTime: row.lastModificationTime?.toISOString() ?? null,
  lastModifierId: row.lastModifierId,
  concurrencyStamp: row.concurrencyStamp,
});

const rowOf = (s: AttendanceSnapshot, tenantId: string): AttendanceRow => ({
  ...s,
  tenantId,
  checkIn: new Date(s.checkIn),
  checkOut: s.checkOut ? new Date(s.checkOut) : null,
  creationTime: new Date(s.creationTime),
  lastModificationTime: s.lastModificationTime ? new Date(s.lastModificationTime) : null,
});

/** Expected time is asked for windows of at most this many work days (its own limit is two years). */
const expectedWindowDays = 366;
/** `recordsBetween` answers at most this many days and employees at once. */
const maxRangeDays = 731;
const maxEmployeesPerRead = 5000;
const msPerMinute = 60_000;

const sortable: Record<string, AnyPgColumn> = {
  checkin: attendanceRecords.checkIn,
  checkout: attendanceRecords.checkOut,
  workday: attendanceRecords.workDay,
  creationtime: attendanceRecords.creationTime,
};

const orderBy = (sorting: string | undefined) =>
  sortingOrder(sorting, sortable, {
    fallback: [desc(attendanceRecords.checkIn), desc(attendanceRecords.id)],
    tieBreaker: attendanceRecords.id,
  });

const recordsOf = (tenantId: string) => eq(attendanceRecords.tenantId, tenantId);

const sameInstant = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Attendance records of a tenant: one stay at work of an employee. A record made or edited by a user is
 * origin Manual, and each side a user writes is mode Manual (an edit keeps the mode of the side it leaves as
 * it was), so the sync never overwrites it. Records of an employee never overlap, and at most one is open
 * (no check-out), only for a check-in of the tenant's today: every write takes the employee's lock (one
 * writer per employee at a time, the sync included through `lockEmployees`), share-locks the employee, and
 * checks the employee's other records before writing. The work day is fixed when written, by the expected
 * time of the check-in's date and the day before; late and early are computed on reading.
 */
export function createAttendanceService(db: Database, deps: AttendanceDeps) {
  const byId = (tenantId: string, id: string) => and(recordsOf(tenantId), eq(attendanceRecords.id, id));

  /** One writer of an employee's records at a time; several in the order of their ids (no deadlock). */
  async function lockEmployees(tx: Tx, tenantId: string, employeeIds: readonly string[]) {
    for (const employeeId of [...new Set(employeeIds)].sort())
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`time.attendance.employee:${tenantId}:${employeeId}`}))`,
      );
  }

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

  /** Refuses when another record of the employee overlaps the stay (an open one runs on without end). */
  async function assertNoOverlap(
    tx: Tx,
    tenantId: string,
    timeZone: string,
    record: { id?: string; employeeId: string; checkIn: Date; checkOut: Date | null },
  ) {
    const [other] = await tx
      .select({ checkIn: attendanceRecords.checkIn, checkOut: attendanceRecords.checkOut })
      .from(attendanceRecords)
      .where(
        and(
          recordsOf(tenantId),
          eq(attendanceRecords.employeeId, record.employeeId),
          record.id ? ne(attendanceRecords.id, record.id) : undefined,
          record.checkOut ? lt(attendanceRecords.checkIn, record.checkOut) : undefined,
          or(isNull(attendanceRecords.checkOut), gt(attendanceRecords.checkOut, record.checkIn)),
        ),
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

  const spanOf = (input: CreateAttendance): Span => ({
    checkIn: new Date(input.checkIn),
    checkOut: input.checkOut ? new Date(input.checkOut) : null,
  });

  /** The employee's records overlapping [from, to) (an open one runs on without end), by check-in. */
  const overlapping = (tx: Tx, tenantId: string, employeeId: string, from: Date, to: Date) =>
    tx
      .select()
      .from(attendanceRecords)
      .where(
        and(
          recordsOf(tenantId),
          eq(attendanceRecords.employeeId, employeeId),
          lt(attendanceRecords.checkIn, to),
          or(isNull(attendanceRecords.checkOut), gt(attendanceRecords.checkOut, from)),
        ),
      )
      .orderBy(asc(attendanceRecords.checkIn));

  return {
    /** A stay of the employee's checked in before their employment began: a 400 on `checkIn`. */
    async checkEmployment(ctx: RequestContext, employeeId: string, checkIn: Date): Promise<void> {
      await checkEmployment(ctx, await deps.timeZoneOf(ctx), employeeId, checkIn);
    },

    async list(ctx: RequestContext, input: GetAttendances): Promise<PagedResult<AttendanceDto>> {
      const tenantId = tenantOf(ctx);
      const where = and(
        recordsOf(tenantId),
        input.employeeId ? eq(attendanceRecords.employeeId, input.employeeId) : undefined,
        input.fromDate ? gte(attendanceRecords.workDay, input.fromDate) : undefined,
        input.toDate ? lte(attendanceRecords.workDay, input.toDate) : undefined,
      );
      const { result, names } = await db.transaction(ctx, async (tx) => {
        const result = await pageOfTable(tx, attendanceRecords, input, {
          where,
          order: orderBy(input.sorting),
          map: (row) => row,
        });
        const names = await deps.employees.namesByIds(
          ctx,
          result.items.map((r) => r.employeeId),
        );
        return { result, names };
      });
      return { ...result, items: await toDtos(ctx, result.items, names) };
    },

    async get(ctx: RequestContext, id: string): Promise<AttendanceDto> {
      const tenantId = tenantOf(ctx);
      const { row, names } = await db.transaction(ctx, async (tx) => {
        const row = findOr404(await tx.select().from(attendanceRecords).where(byId(tenantId, id)));
        return { row, names: await deps.employees.namesByIds(ctx, [row.employeeId]) };
      });
      const [dto] = await toDtos(ctx, [row], names);
      return dto!;
    },

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
        const current = findOr404(
          await tx.select().from(attendanceRecords).where(byId(tenantId, id)).for('update'),
        );
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
              and(
                recordsOf(tenantId),
                inArray(attendanceRecords.employeeId, ids.slice(i, i + maxEmployeesPerRead)),
                gte(attendanceRecords.workDay, fromDay),
                lte(attendanceRecords.workDay, toDay),
              ),
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
                .where(and(recordsOf(tenantId), inArray(attendanceRecords.id, ids)))
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
            and(
              recordsOf(tenantId),
              eq(attendanceRecords.employeeId, employeeId),
              gte(attendanceRecords.workDay, fromDate),
              lte(attendanceRecords.workDay, toDate),
            ),
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

interface Span {
  checkIn: Date;
  checkOut: Date | null;
}

export type AttendanceService = ReturnType<typeof createAttendanceService>;
