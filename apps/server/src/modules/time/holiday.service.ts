import {
  addYears,
  type CreateHoliday,
  dateRange,
  type GetHolidays,
  type HolidayDto,
  type HolidayOccurrenceDto,
  holidayCalendarMax,
  type PagedResult,
  type UpdateHoliday,
} from '@hr/contracts';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { auditFields } from '../../platform/db/columns.ts';
import { findOr404, pageOfTable, updateStamped } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { containing } from '../../platform/db/search.ts';
import { sortingOrder } from '../../platform/db/sorting.ts';
import { notFound } from '../../platform/errors.ts';
import type { HolidayCalendar } from '../contracts/expected-time/index.ts';
import { holidays } from './time.tables.ts';

type HolidayRow = typeof holidays.$inferSelect;

function toDto(row: HolidayRow): HolidayDto {
  return {
    id: row.id,
    name: row.name,
    isReOccurring: row.isReOccurring,
    from: row.from,
    to: row.to,
    ...auditFields(row),
    concurrencyStamp: row.concurrencyStamp,
  };
}

const sortable: Record<string, AnyPgColumn> = {
  name: holidays.name,
  from: holidays.from,
  to: holidays.to,
  isreoccurring: holidays.isReOccurring,
  creationtime: holidays.creationTime,
};

/**
 * The years (0 = the holiday's own, 1 = the next...) in which a holiday may touch the dates `from`..`to`:
 * only 0 for a dated holiday; for a re-occurring one, from the first year whose end can reach `from` to the
 * last whose start is not after `to`. A set-returning expression over the `holidays` row in scope.
 */
function yearsTouching(from: string, to: string): SQL {
  return sql`generate_series(
    case when ${holidays.isReOccurring}
      then greatest(0, extract(year from ${from}::date)::int - extract(year from ${holidays.to})::int)
      else 0 end,
    case when ${holidays.isReOccurring}
      then extract(year from ${to}::date)::int - extract(year from ${holidays.from})::int
      else 0 end)`;
}

/**
 * A holiday's start and end in its year `k` years on: PostgreSQL's `date + interval 'k years'` keeps the day,
 * or takes the month's last where the year has no such day (29 February on the 28th), like the contracts'
 * `addYears`.
 */
const startIn = (k: SQL) => sql`(${holidays.from} + make_interval(years => ${k}))::date`;
const endIn = (k: SQL) => sql`(${holidays.to} + make_interval(years => ${k}))::date`;

/** The year `k` of the holiday has a day between `from` and `to`. */
const yearTouches = (k: SQL, from: string, to: string) =>
  sql`${startIn(k)} <= ${to}::date and ${endIn(k)} >= ${from}::date`;

/** Rows that may touch the range at all (the index on (tenant, from) narrows it). */
const mayTouch = (tenantId: string, from: string, to: string) =>
  and(
    eq(holidays.tenantId, tenantId),
    sql`${holidays.from} <= ${to}::date`,
    sql`(${holidays.isReOccurring} or ${holidays.to} >= ${from}::date)`,
  );

/** The holidays with a day between `from` and `to`, a re-occurring one in any of its years. */
const touching = (tenantId: string, from: string, to: string) =>
  and(
    mayTouch(tenantId, from, to),
    sql`exists (select 1 from ${yearsTouching(from, to)} as k(y) where ${yearTouches(sql`k.y`, from, to)})`,
  );

/** What holidays ask of the leave module: recount the requests meeting dates whose holidays changed. */
export interface HolidayLeave {
  reevaluate(ctx: RequestContext, from: string, to: string): Promise<void>;
}

export interface HolidayDeps {
  leave: HolidayLeave;
}

/** Years past the current one in which a re-occurring holiday's change is recounted in leave requests. */
const recountYearsAhead = 1;

/**
 * The date ranges a holiday covers where leave may have been counted: its own dates, and for a re-occurring
 * one each year's from its first year to the next year (leave is not requested further ahead), 29 February
 * on the 28th in common years.
 */
export function holidayRanges(
  h: Pick<HolidayRow, 'from' | 'to' | 'isReOccurring'>,
  now: Date,
): Array<{ from: string; to: string }> {
  if (!h.isReOccurring) return [{ from: h.from, to: h.to }];
  const ranges: Array<{ from: string; to: string }> = [];
  // At least its own first year, however far ahead it starts.
  const years = Math.max(0, now.getUTCFullYear() + recountYearsAhead - Number(h.from.slice(0, 4)));
  for (let k = 0; k <= years; k++) ranges.push({ from: addYears(h.from, k), to: addYears(h.to, k) });
  return ranges;
}

const day = 86_400_000;
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Holidays of a tenant: named date ranges (`to` not before `from`, an empty `to` being `from`) with no
 * expected time. A re-occurring holiday repeats every year on the same dates from the year of its `from`,
 * a 29 February on the 28th in common years; it lasts less than a year (the contract's rules), so its years
 * never overlap. Plain rows: no uniqueness, hard delete (nothing refers to a holiday; the expected time is
 * computed afresh on every read).
 *
 * `datesBetween` is the contracts module's `HolidayCalendar`: the expected-time service asks it, in its own
 * transaction (a `db.transaction` of the same tenant inside an active one joins it).
 */
export function createHolidayService(db: Database, deps: HolidayDeps) {
  const byId = (tenantId: string, id: string) => and(eq(holidays.tenantId, tenantId), eq(holidays.id, id));

  /**
   * Inside the holiday's write: the leave requests meeting the holidays' dates (before and after the write)
   * are recounted by the leave module, whose expected time sees the write (a holiday declared inside
   * approved leave gives the day back).
   */
  async function recountLeave(
    ctx: RequestContext,
    ...changed: Array<Pick<HolidayRow, 'from' | 'to' | 'isReOccurring'>>
  ) {
    const seen = new Set<string>();
    for (const h of changed)
      for (const range of holidayRanges(h, ctx.now())) {
        const key = `${range.from}|${range.to}`;
        if (seen.has(key)) continue;
        seen.add(key);
        await deps.leave.reevaluate(ctx, range.from, range.to);
      }
  }

  async function getIn(tx: Tx, tenantId: string, id: string): Promise<HolidayDto> {
    return toDto(findOr404(await tx.select().from(holidays).where(byId(tenantId, id))));
  }

  /** Each year of each holiday that touches the range, by start; at most `limit` (null: all). */
  async function occurrencesIn(
    tx: Tx,
    tenantId: string,
    from: string,
    to: string,
    limit: number | null,
  ): Promise<HolidayOccurrenceDto[]> {
    const k = sql`k.y`;
    const result = (await tx.execute(sql`
      select ${holidays.id} as id, ${holidays.name} as name, ${holidays.isReOccurring} as "isReOccurring",
        to_char(${startIn(k)}, 'YYYY-MM-DD') as "from", to_char(${endIn(k)}, 'YYYY-MM-DD') as "to"
      from ${holidays} cross join lateral ${yearsTouching(from, to)} as k(y)
      where ${mayTouch(tenantId, from, to)} and ${yearTouches(k, from, to)}
      order by 4, ${holidays.name}, ${holidays.id}
      limit ${limit}`)) as unknown as { rows: HolidayOccurrenceDto[] };
    return result.rows.map((r) => ({
      id: r.id,
      name: r.name,
      isReOccurring: r.isReOccurring,
      from: r.from,
      to: r.to,
    }));
  }

  const holidayCalendar: HolidayCalendar = {
    async datesBetween(ctx, from, to) {
      const tenantId = tenantOf(ctx);
      const dates = new Set<string>();
      if (to < from) return dates;
      const occurrences = await db.transaction(ctx, (tx) => occurrencesIn(tx, tenantId, from, to, null));
      const first = Date.parse(from);
      const last = Date.parse(to);
      for (const o of occurrences) {
        const end = Math.min(Date.parse(o.to), last);
        for (let d = Math.max(Date.parse(o.from), first); d <= end; d += day) dates.add(toDate(d));
      }
      return dates;
    },
  };

  return {
    ...holidayCalendar,

    async list(ctx: RequestContext, input: GetHolidays): Promise<PagedResult<HolidayDto>> {
      const tenantId = tenantOf(ctx);
      const ranged = input.from || input.to;
      const where = and(
        eq(holidays.tenantId, tenantId),
        input.filter ? ilike(holidays.name, containing(input.filter)) : undefined,
        ranged ? touching(tenantId, input.from ?? dateRange.min, input.to ?? dateRange.max) : undefined,
      );
      const order = sortingOrder(input.sorting, sortable, {
        fallback: [desc(holidays.from), asc(holidays.name), asc(holidays.id)],
        tieBreaker: holidays.id,
      });
      return db.transaction(ctx, (tx) => pageOfTable(tx, holidays, input, { where, order, map: toDto }));
    },

    /** The calendar's holidays between two dates, each year of a re-occurring one apart; at most 1000. */
    async calendar(
      ctx: RequestContext,
      input: { from: string; to: string },
    ): Promise<HolidayOccurrenceDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) =>
        occurrencesIn(tx, tenantId, input.from, input.to, holidayCalendarMax),
      );
    },

    async get(ctx: RequestContext, id: string): Promise<HolidayDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, (tx) => getIn(tx, tenantId, id));
    },

    async create(ctx: RequestContext, input: CreateHoliday): Promise<HolidayDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const [row] = await tx
          .insert(holidays)
          .values({
            tenantId,
            name: input.name,
            isReOccurring: input.isReOccurring,
            from: input.from,
            to: input.to,
            creatorId: ctx.userId,
            creationTime: ctx.now(),
          })
          .returning();
        await recountLeave(ctx, row!);
        return toDto(row!);
      });
    },

    async update(ctx: RequestContext, id: string, input: UpdateHoliday): Promise<HolidayDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const before = findOr404(await tx.select().from(holidays).where(byId(tenantId, id)));
        await updateStamped(tx, holidays, {
          where: byId(tenantId, id),
          stamp: input.concurrencyStamp,
          set: { name: input.name, isReOccurring: input.isReOccurring, from: input.from, to: input.to },
          ctx,
        });
        const after = await getIn(tx, tenantId, id);
        await recountLeave(ctx, before, after);
        return after;
      });
    },

    async delete(ctx: RequestContext, id: string): Promise<void> {
      const tenantId = tenantOf(ctx);
      await db.transaction(ctx, async (tx) => {
        const [deleted] = await tx.delete(holidays).where(byId(tenantId, id)).returning();
        if (!deleted) throw notFound();
        await recountLeave(ctx, deleted);
      });
    },
  };
}
export type HolidayService = ReturnType<typeof createHolidayService>;
