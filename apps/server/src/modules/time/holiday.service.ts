import {
  addYears,
  type CreateHoliday,
  dateRange,
  type HolidayDto,
  type HolidayOccurrenceDto,
  holidayCalendarMax,
  holidayEndpoints,
  type LanguageCode,
  nameFields,
  nameIn,
  type UpdateHoliday,
} from '@hr/contracts';
import { and, asc, desc, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { columnsOf, entityDto } from '../../platform/db/columns.ts';
import { updateStamped, withUniqueErrors } from '../../platform/db/crud.ts';
import type { Database, Tx } from '../../platform/db/database.ts';
import { entityService } from '../../platform/db/entity-service.ts';
import { localName, nameContains, nameValues } from '../../platform/db/names.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { HolidayCalendar } from '../employment/public.ts';
import { holidays } from './time.tables.ts';

type HolidayRow = typeof holidays.$inferSelect;

const toDto = (row: HolidayRow, language: LanguageCode): HolidayDto =>
  entityDto(row, { ...nameFields(row, language), ...columnsOf(row, 'isReOccurring', 'from', 'to') });

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

/** Rows that may touch the range at all (with the tenant's, the index on (tenant, from) narrows it). */
const mayTouch = (from: string, to: string) =>
  and(
    sql`${holidays.from} <= ${to}::date`,
    sql`(${holidays.isReOccurring} or ${holidays.to} >= ${from}::date)`,
  );

/** The holidays with a day between `from` and `to`, a re-occurring one in any of its years. */
const touching = (from: string, to: string) =>
  and(
    mayTouch(from, to),
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

type HolidayDates = Pick<HolidayRow, 'from' | 'to' | 'isReOccurring'>;

/** The columns a create or an update writes (the names as sent; a body with the single `name`, the reader's). */
const columns = (input: CreateHoliday, language: LanguageCode | undefined) => ({
  ...nameValues(input, language),
  isReOccurring: input.isReOccurring,
  from: input.from,
  to: input.to,
});

/** A holiday's two names. */
type Names = { nameEn: string | null; nameAr: string | null };

/** The holiday's dates in its `k`-th year (0: its own), as `addYears` counts (29 February on the 28th). */
const occurrence = (h: HolidayDates, k: number) => ({ from: addYears(h.from, k), to: addYears(h.to, k) });
const yearOf = (date: string) => Number(date.slice(0, 4));
const meet = (a: { from: string; to: string }, b: { from: string; to: string }) =>
  a.from <= b.to && b.from <= a.to;

/**
 * The first dates of `other` (a year of it when it re-occurs) that share a day with `h`, or null. A dated
 * holiday is its one range. Against a dated one, a re-occurring holiday's years are those from the year
 * before the range's to its last (a year lasts less than a year, so nothing earlier can reach it). Two
 * re-occurring holidays repeat the same calendar from the later first year on: its leap-year pattern comes
 * round within a dozen years (eight across a century that is not a leap year), so those are the years
 * looked at, with the other's year before and after for a holiday across New Year.
 */
export function sharedDates(h: HolidayDates, other: HolidayDates): { from: string; to: string } | null {
  if (!h.isReOccurring && !other.isReOccurring)
    return meet(h, other) ? { from: other.from, to: other.to } : null;
  if (!h.isReOccurring || !other.isReOccurring) {
    const [repeating, dated] = h.isReOccurring ? [h, other] : [other, h];
    for (let y = yearOf(dated.from) - 1; y <= yearOf(dated.to); y++) {
      const k = y - yearOf(repeating.from);
      if (k < 0) continue;
      const year = occurrence(repeating, k);
      if (meet(year, dated)) return other.isReOccurring ? year : { from: other.from, to: other.to };
    }
    return null;
  }
  const first = Math.max(yearOf(h.from), yearOf(other.from));
  for (let y = first; y <= first + 12; y++) {
    const k = y - yearOf(h.from);
    if (k < 0) continue;
    const mine = occurrence(h, k);
    for (let j = y - 1 - yearOf(other.from); j <= y + 1 - yearOf(other.from); j++) {
      if (j < 0) continue;
      const theirs = occurrence(other, j);
      if (meet(mine, theirs)) return theirs;
    }
  }
  return null;
}

/** A holiday's name as the duplicate rule compares it (and the unique indexes `holidays_tenant_name_*_dates`). */
const comparedName = (name: AnyPgColumn | string) =>
  typeof name === 'string' ? sql`lower(btrim(${name}::text))` : sql`lower(btrim(${name}))`;

/** The name as the lock and the rule compare it in code: trimmed, lower case. */
const lowered = (name: string) => name.trim().toLowerCase();

const day = 86_400_000;
const toDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Holidays of a tenant: named date ranges (`to` not before `from`, an empty `to` being `from`) with no
 * expected time. A re-occurring holiday repeats every year on the same dates from the year of its `from`,
 * a 29 February on the 28th in common years; it lasts less than a year (the contract's rules), so its years
 * never overlap. Hard delete (nothing refers to a holiday; the expected time is computed afresh on every
 * read). Two holidays of the same name (trimmed, any case) never share a day (Time:DuplicateHoliday): a
 * holiday entered twice would count its days twice wherever holidays are listed. A save takes a lock per
 * tenant and name before it looks, so two saves of one name wait for each other; the unique index on the
 * name and dates stands behind it for the exact duplicate.
 *
 * `datesBetween` is the contracts module's `HolidayCalendar`: the expected-time service asks it, in its own
 * transaction (a `db.transaction` of the same tenant inside an active one joins it).
 */
export function createHolidayService(db: Database, deps: HolidayDeps) {
  // The list and get of a plain entity; the writes are the holiday's own (the duplicate rule under its lock,
  // leave recounted in the write's transaction).
  const { list, get, find, byId } = entityService(db, holidayEndpoints, {
    table: holidays,
    toDto,
    sort: {
      name: localName(holidays),
      from: holidays.from,
      to: holidays.to,
      isReOccurring: holidays.isReOccurring,
      creationTime: holidays.creationTime,
    },
    defaultOrder: [desc(holidays.from), asc(localName(holidays))],
    filter: (input) =>
      and(
        input.filter ? nameContains(holidays, input.filter) : undefined,
        // A range: the holidays with a day in it (a re-occurring one in any of its years).
        input.from || input.to ? touching(input.from ?? dateRange.min, input.to ?? dateRange.max) : undefined,
      ),
    columns: (input, ctx) => columns(input as CreateHoliday, ctx.language),
  });

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

  /**
   * Refuses a holiday sharing a day with another of the tenant's holidays that has one of its names (in
   * either language: "Eid" written in the Arabic field is the same holiday as "Eid" in the English one).
   * Inside the write's transaction, after a lock on the tenant and each of the names (taken in one order,
   * so two saves never wait for each other in a circle): a concurrent save of one of the names waits and
   * then sees this one.
   */
  async function assertNoDuplicate(
    tx: Tx,
    tenantId: string,
    language: LanguageCode,
    h: HolidayDates & Names,
    exceptId?: string,
  ) {
    const names = [...new Set([h.nameEn, h.nameAr].filter((n): n is string => !!n).map(lowered))].sort();
    for (const name of names)
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`time.holidays:${tenantId}:`} || ${name}))`,
      );
    const list = sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    );
    const sameName = await tx
      .select()
      .from(holidays)
      .where(
        tenantRows(holidays, tenantId, [
          or(
            sql`${comparedName(holidays.nameEn)} in (${list})`,
            sql`${comparedName(holidays.nameAr)} in (${list})`,
          ),
          exceptId ? sql`${holidays.id} <> ${exceptId}` : undefined,
        ]),
      )
      .orderBy(asc(holidays.from), asc(holidays.id));
    for (const other of sameName) {
      const shared = sharedDates(h, other);
      if (shared) throw new AppError('Time:DuplicateHoliday', { name: nameIn(other, language), ...shared });
    }
  }

  /** The unique indexes' answer, for a save that passed the check all the same: the same as the check's. */
  const exactDuplicate = (h: Names & { from: string; to: string }, language: LanguageCode) => {
    const error = () =>
      new AppError('Time:DuplicateHoliday', { name: nameIn(h, language), from: h.from, to: h.to });
    return { holidays_tenant_name_en_dates: error, holidays_tenant_name_ar_dates: error };
  };

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
      select ${holidays.id} as id, ${localName(holidays)} as name, ${holidays.isReOccurring} as "isReOccurring",
        to_char(${startIn(k)}, 'YYYY-MM-DD') as "from", to_char(${endIn(k)}, 'YYYY-MM-DD') as "to"
      from ${holidays} cross join lateral ${yearsTouching(from, to)} as k(y)
      where ${tenantRows(holidays, tenantId, [mayTouch(from, to)])} and ${yearTouches(k, from, to)}
      order by 4, 2, ${holidays.id}
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

    list,

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

    get,

    async create(ctx: RequestContext, input: CreateHoliday): Promise<HolidayDto> {
      const tenantId = tenantOf(ctx);
      const values = columns(input, ctx.language);
      const names = { nameEn: values.nameEn ?? null, nameAr: values.nameAr ?? null };
      return withUniqueErrors(exactDuplicate({ ...input, ...names }, ctx.language), () =>
        db.transaction(ctx, async (tx) => {
          await assertNoDuplicate(tx, tenantId, ctx.language, { ...input, ...names });
          const [row] = await tx
            .insert(holidays)
            .values({
              tenantId,
              ...values,
              creatorId: ctx.userId,
              creationTime: ctx.now(),
            })
            .returning();
          await recountLeave(ctx, row!);
          return toDto(row!, ctx.language);
        }),
      );
    },

    async update(ctx: RequestContext, id: string, input: UpdateHoliday): Promise<HolidayDto> {
      const tenantId = tenantOf(ctx);
      const values = columns(input, ctx.language);
      return db.transaction(ctx, async (tx) => {
        const before = await find(tx, tenantId, id);
        // A body of the specification's single `name` keeps the other language's name.
        const names = {
          nameEn: values.nameEn === undefined ? before.nameEn : values.nameEn,
          nameAr: values.nameAr === undefined ? before.nameAr : values.nameAr,
        };
        return withUniqueErrors(exactDuplicate({ ...input, ...names }, ctx.language), async () => {
          await assertNoDuplicate(tx, tenantId, ctx.language, { ...input, ...names }, id);
          await updateStamped(tx, holidays, {
            where: byId(tenantId, id),
            stamp: input.concurrencyStamp,
            set: values,
            ctx,
          });
          const after = toDto(await find(tx, tenantId, id), ctx.language);
          await recountLeave(ctx, before, after);
          return after;
        });
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
