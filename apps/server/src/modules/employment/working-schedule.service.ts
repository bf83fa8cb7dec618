import {
  averageHourNumber,
  byDayAndStart,
  type CreateWorkingSchedule,
  type GetWorkingSchedules,
  hoursAndMinutesOf,
  minutesOf,
  type PagedResult,
  type UpdateWorkingSchedule,
  type WorkingHourDto,
  type WorkingScheduleDto,
  type WorkingScheduleNameDto,
  workingScheduleEndpoints,
} from '@hr/contracts';
import { and, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { entityDto } from '../../platform/db/columns.ts';
import { findOr404 } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { headerWithLines } from '../../platform/db/header-lines.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { groupBy } from '../../platform/group-by.ts';
import { workingHours, workingSchedules } from './employment.tables.ts';

/**
 * Whoever keeps records that point at a working schedule (the contracts' schedule ranges), asked before a
 * schedule is deleted. The call joins the delete's transaction, which holds the schedule locked FOR UPDATE:
 * a writer that takes `lockForUse` (FOR SHARE) in its own save is either counted or finds it deleted.
 */
export interface WorkingScheduleUsers {
  /** How many live records use the schedule; the delete is refused while any do. */
  countUsing(ctx: RequestContext, workingScheduleId: string): Promise<number>;
}

type ScheduleRow = typeof workingSchedules.$inferSelect;
type HourRow = typeof workingHours.$inferSelect;

/** The tenant filter of the data layer (row-level security enforces it a second time); live rows only. */
export const schedulesOf = (tenantId: string) =>
  tenantRows(workingSchedules, tenantId, [not(workingSchedules.isDeleted)]);

function hourDto(row: HourRow): WorkingHourDto {
  return {
    id: row.id,
    day: row.day,
    from: hoursAndMinutesOf(row.fromMinute),
    to: hoursAndMinutesOf(row.toMinute),
    expectedAttendance: hoursAndMinutesOf(row.expectedMinutes),
  };
}

function toDto(row: ScheduleRow, hours: readonly HourRow[]): WorkingScheduleDto {
  const items = hours.map(hourDto).sort((a, b) => byDayAndStart(a, b) || a.id.localeCompare(b.id));
  return entityDto(row, { name: row.name, averageHourNumber: averageHourNumber(items), workingHours: items });
}

/** The hour's columns from the input (times already checked by the contract's schema). */
function hourColumns(
  tenantId: string,
  workingScheduleId: string,
  hour: CreateWorkingSchedule['workingHours'][number],
) {
  return {
    tenantId,
    workingScheduleId,
    day: hour.day,
    fromMinute: minutesOf(hour.from),
    toMinute: minutesOf(hour.to),
    expectedMinutes: minutesOf(hour.expectedAttendance),
  };
}

/**
 * A save of a name another live schedule has fails on the unique index: no check before it, so two saves at
 * once get the same answer.
 */
const uniqueName = (name: string) => ({
  working_schedules_tenant_name: () => new AppError('Contracts:DuplicateWorkingScheduleName', { name }),
});

/**
 * Working schedules of a tenant: a name unique in the tenant (whatever its case) and a week of working
 * hours, saved together under the schedule's concurrency stamp. The rules of the hours (times, the part
 * past midnight, expected attendance, overlaps, the cap) are the contract's schema, checked before a call
 * reaches here; the average hour number is computed from the hours on every read. Delete (soft) is refused
 * while any of `users` (the contracts) counts the schedule as used.
 */
export function createWorkingScheduleService(db: Database, deps: { users: readonly WorkingScheduleUsers[] }) {
  async function hoursOf(tx: Tx, tenantId: string, scheduleIds: readonly string[]) {
    if (!scheduleIds.length) return new Map<string, HourRow[]>();
    const rows = await tx
      .select()
      .from(workingHours)
      .where(tenantRows(workingHours, tenantId, [inArray(workingHours.workingScheduleId, [...scheduleIds])]));
    return groupBy(rows, (row) => row.workingScheduleId);
  }

  /**
   * Replaces the schedule's hours with the input's, in place: an hour sent with its id keeps it (and is
   * updated only when its day or times changed), the others are added, and the schedule's hours not sent
   * are removed. An id that is not one of the schedule's hours (or is sent twice) is refused.
   */
  async function replaceHours(
    tx: Tx,
    tenantId: string,
    scheduleId: string,
    hours: CreateWorkingSchedule['workingHours'],
  ) {
    const ofSchedule = tenantRows(workingHours, tenantId, [eq(workingHours.workingScheduleId, scheduleId)]);
    const current = new Map(
      (await tx.select().from(workingHours).where(ofSchedule)).map((r) => [r.id, r] as const),
    );
    const kept = new Set<string>();
    for (const hour of hours) {
      if (hour.id === undefined) continue;
      if (!current.has(hour.id) || kept.has(hour.id)) throw new AppError('Contracts:WorkingHourNotFound');
      kept.add(hour.id);
    }
    await tx
      .delete(workingHours)
      .where(kept.size ? and(ofSchedule, notInArray(workingHours.id, [...kept])) : ofSchedule);
    // One statement: the kept hours that changed (their ids are the schedule's, checked above) are updated
    // in place, the new ones added; a kept hour as it was is not written.
    const written = hours
      .map((h) => ({ hour: h, columns: hourColumns(tenantId, scheduleId, h) }))
      .filter(({ hour, columns }) => {
        const was = hour.id === undefined ? undefined : current.get(hour.id);
        return (
          !was ||
          was.day !== columns.day ||
          was.fromMinute !== columns.fromMinute ||
          was.toMinute !== columns.toMinute ||
          was.expectedMinutes !== columns.expectedMinutes
        );
      })
      .map(({ hour, columns }) => ({ ...columns, ...(hour.id ? { id: hour.id } : {}) }));
    if (!written.length) return;
    await tx
      .insert(workingHours)
      .values(written)
      .onConflictDoUpdate({
        target: workingHours.id,
        set: {
          day: sql`excluded.day`,
          fromMinute: sql`excluded.from_minute`,
          toMinute: sql`excluded.to_minute`,
          expectedMinutes: sql`excluded.expected_minutes`,
        },
      });
  }

  const schedules = headerWithLines(db, {
    table: workingSchedules,
    list: workingScheduleEndpoints.list,
    uniqueName,
    linesOf: hoursOf,
    noLines: (): HourRow[] => [],
    toDto,
    insertLines: async (tx, tenantId, id, input: CreateWorkingSchedule) => {
      await tx.insert(workingHours).values(input.workingHours.map((h) => hourColumns(tenantId, id, h)));
    },
    replaceLines: (tx, tenantId, id, input) => replaceHours(tx, tenantId, id, input.workingHours),
    // Each joins the delete's transaction: it counts every use committed before the lock was granted.
    countUsing: async (ctx, id) => {
      let count = 0;
      for (const users of deps.users) count += await users.countUsing(ctx, id);
      return count;
    },
    inUse: (name, count) => new AppError('Contracts:WorkingScheduleInUse', { name, count }),
  });
  const { byId } = schedules;

  return {
    list: (ctx: RequestContext, input: GetWorkingSchedules): Promise<PagedResult<WorkingScheduleDto>> =>
      schedules.list(ctx, input),
    get: schedules.get,

    async nameOf(ctx: RequestContext, id: string): Promise<WorkingScheduleNameDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) =>
        findOr404(
          await tx
            .select({ id: workingSchedules.id, name: workingSchedules.name })
            .from(workingSchedules)
            .where(byId(tenantId, id)),
        ),
      );
    },

    create: (ctx: RequestContext, input: CreateWorkingSchedule): Promise<string> =>
      schedules.create(ctx, input),
    update: (ctx: RequestContext, id: string, input: UpdateWorkingSchedule): Promise<WorkingScheduleDto> =>
      schedules.update(ctx, id, input),
    /** Soft delete (the hours stay with it, for history), refused while a contract uses the schedule. */
    delete: schedules.delete,
    /**
     * Whether the schedule is live in the caller's tenant, holding a share lock on it until the caller's
     * transaction ends: a contract saved with it in the same transaction cannot lose it to a delete.
     */
    lockForUse: schedules.lockForUse,
  };
}
export type WorkingScheduleService = ReturnType<typeof createWorkingScheduleService>;
