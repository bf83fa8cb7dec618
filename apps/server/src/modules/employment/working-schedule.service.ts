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
import { and, asc, eq, ilike, inArray, not, notInArray, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields, normalized } from '../../platform/db/columns.ts';
import {
  findOr404,
  pageOfTable,
  softDelete,
  updateStamped,
  withUniqueErrors,
} from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortColumns, sortingOrder } from '../../platform/db/sorting.ts';
import { AppError } from '../../platform/errors.ts';
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
  and(eq(workingSchedules.tenantId, tenantId), not(workingSchedules.isDeleted));

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
  return {
    id: row.id,
    name: row.name,
    averageHourNumber: averageHourNumber(items),
    workingHours: items,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable = sortColumns(workingScheduleEndpoints.list, {
  name: workingSchedules.normalizedName,
  creationTime: workingSchedules.creationTime,
});

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
  const byId = (tenantId: string, id: string) => and(schedulesOf(tenantId), eq(workingSchedules.id, id));

  async function hoursOf(tx: Tx, tenantId: string, scheduleIds: readonly string[]) {
    if (!scheduleIds.length) return new Map<string, HourRow[]>();
    const rows = await tx
      .select()
      .from(workingHours)
      .where(
        and(eq(workingHours.tenantId, tenantId), inArray(workingHours.workingScheduleId, [...scheduleIds])),
      );
    const bySchedule = new Map<string, HourRow[]>();
    for (const row of rows) {
      const list = bySchedule.get(row.workingScheduleId) ?? [];
      list.push(row);
      bySchedule.set(row.workingScheduleId, list);
    }
    return bySchedule;
  }

  async function getIn(tx: Tx, tenantId: string, id: string): Promise<WorkingScheduleDto> {
    const row = findOr404(await tx.select().from(workingSchedules).where(byId(tenantId, id)));
    return toDto(row, (await hoursOf(tx, tenantId, [id])).get(id) ?? []);
  }

  /**
   * Replaces the schedule's hours with the input's: an hour sent with its id keeps it (and is changed in
   * place), the others are added, and the schedule's hours not sent are removed. An id that is not one of
   * the schedule's hours (or is sent twice) is refused.
   */
  async function replaceHours(
    tx: Tx,
    tenantId: string,
    scheduleId: string,
    hours: CreateWorkingSchedule['workingHours'],
  ) {
    const ofSchedule = and(
      eq(workingHours.tenantId, tenantId),
      eq(workingHours.workingScheduleId, scheduleId),
    );
    const current = new Set(
      (await tx.select({ id: workingHours.id }).from(workingHours).where(ofSchedule)).map((r) => r.id),
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
    // One statement: the kept hours (their ids are the schedule's, checked above) are updated in place.
    await tx
      .insert(workingHours)
      .values(hours.map((h) => ({ ...hourColumns(tenantId, scheduleId, h), ...(h.id ? { id: h.id } : {}) })))
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

  return {
    async list(ctx: RequestContext, input: GetWorkingSchedules): Promise<PagedResult<WorkingScheduleDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = and(
          schedulesOf(tenantId),
          input.filter ? ilike(workingSchedules.name, containing(input.filter)) : undefined,
        );
        const order = sortingOrder(input.sorting, sortable, {
          fallback: [asc(workingSchedules.normalizedName), asc(workingSchedules.id)],
          tieBreaker: workingSchedules.id,
        });
        const result = await pageOfTable(tx, workingSchedules, input, { where, order, map: (row) => row });
        const hours = await hoursOf(
          tx,
          tenantId,
          result.items.map((s) => s.id),
        );
        return { ...result, items: result.items.map((row) => toDto(row, hours.get(row.id) ?? [])) };
      });
    },

    async get(ctx: RequestContext, id: string): Promise<WorkingScheduleDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) => getIn(tx, tenantId, id));
    },

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

    async create(ctx: RequestContext, input: CreateWorkingSchedule): Promise<string> {
      const tenantId = tenantOf(ctx);
      const name = input.name.trim();
      return withUniqueErrors(uniqueName(name), () =>
        db.transaction(ctx, async (tx) => {
          const [row] = await tx
            .insert(workingSchedules)
            .values({ tenantId, name, normalizedName: normalized(name), creatorId: ctx.userId })
            .returning({ id: workingSchedules.id });
          const id = row!.id;
          await tx.insert(workingHours).values(input.workingHours.map((h) => hourColumns(tenantId, id, h)));
          return id;
        }),
      );
    },

    async update(ctx: RequestContext, id: string, input: UpdateWorkingSchedule): Promise<WorkingScheduleDto> {
      const tenantId = tenantOf(ctx);
      const name = input.name.trim();
      return withUniqueErrors(uniqueName(name), () =>
        db.transaction(ctx, async (tx) => {
          findOr404(
            await tx.select({ id: workingSchedules.id }).from(workingSchedules).where(byId(tenantId, id)),
          );
          // The stamp first: the row stays locked until commit, so a second save of the schedule waits here
          // and then finds its stamp stale instead of mixing its hours with these.
          await updateStamped(tx, workingSchedules, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: { name, normalizedName: normalized(name) },
            ctx,
          });
          await replaceHours(tx, tenantId, id, input.workingHours);
          return getIn(tx, tenantId, id);
        }),
      );
    },

    /** Soft delete (the hours stay with it, for history), refused while a contract uses the schedule. */
    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const current = findOr404(
          await tx.select().from(workingSchedules).where(byId(tenantId, id)).for('update'),
        );
        let count = 0;
        // Each joins this transaction: it counts every use committed before the lock was granted.
        for (const users of deps.users) count += await users.countUsing(ctx, id);
        if (count > 0) throw new AppError('Contracts:WorkingScheduleInUse', { name: current.name, count });
        await softDelete(tx, workingSchedules, byId(tenantId, id), ctx);
      });
    },

    /**
     * Whether the schedule is live in the caller's tenant, holding a share lock on it until the caller's
     * transaction ends: a contract saved with it in the same transaction cannot lose it to a delete.
     */
    async lockForUse(ctx: Pick<RequestContext, 'tenantId'>, id: string): Promise<boolean> {
      const tenantId = tenantOf(ctx);
      const [row] = await db.transaction(ctx, (tx) =>
        tx.select({ id: workingSchedules.id }).from(workingSchedules).where(byId(tenantId, id)).for('share'),
      );
      return row !== undefined;
    },
  };
}
export type WorkingScheduleService = ReturnType<typeof createWorkingScheduleService>;
