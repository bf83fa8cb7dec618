import { exactCountLimit, type PagedResult } from '@hr/contracts';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../context.ts';
import { AppError, concurrencyConflict, notFound } from '../errors.ts';
import { jsonValue, newStamp } from './columns.ts';
import { activeTenant, type Tx } from './database.ts';
import { uniqueViolation } from './unique-violation.ts';

type Clock = Pick<RequestContext, 'userId' | 'now'>;

/** What every update writes besides its own columns: who changed the row, when (the request's clock). */
export function modified(ctx: Clock) {
  return { lastModificationTime: ctx.now(), lastModifierId: ctx.userId, concurrencyStamp: newStamp() };
}

/** The first row, or 404: `findOr404(await tx.select()...)`. */
export function findOr404<T>(rows: readonly T[]): T {
  const [row] = rows;
  if (row === undefined) throw notFound();
  return row;
}

/** `count(*)` of a table's rows matching `where` (the exact total of a list's page). */
export async function countRows(tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The total of a list: exact, or the planner's estimate past `exactCountLimit` rows. */
export interface ListTotal {
  count: number;
  estimated: boolean;
}

/**
 * Past this many rows by the planner's estimate the total is not counted at all: the estimate of a
 * condition the statistics describe (the tenant, the soft-delete flag, a foreign key) is within a few
 * per cent, and counting even `exactCountLimit` index entries cost more than the page it went with.
 */
const countedBelow = 5 * exactCountLimit;

/**
 * The planner's estimates of large lists, kept for a few seconds per tenant and statement: a grid paged
 * through asks for the same estimate on every page, and each EXPLAIN is a round trip and a planning. An
 * estimate a few seconds old is as good as a fresh one (the statistics behind it change far more slowly).
 */
const plannedFor = 10_000;
const plannedMax = 5_000;
const planned = new Map<string, { rows: number; until: number }>();
const dialect = new PgDialect();

/**
 * Forgets the kept estimates. A process serves one database, so its keys need not name it; tests open a
 * database per file in one process (vitest's `isolate: false`), and a file's estimates must not answer the
 * next file's lists (a file that made 60,000 departments once gave another file's 9 the total 60,000).
 */
export function forgetPlannedRows(): void {
  planned.clear();
}

/** The planner's estimate of the rows of `select 1 from table where ...` (EXPLAIN, nothing read). */
async function plannedRows(tx: Tx, table: PgTable, where: SQL | undefined): Promise<number> {
  const query = tx.select({ one: sql`1` }).from(table).where(where).getSQL();
  const built = dialect.sqlToQuery(query);
  const key = `${activeTenant() ?? 'host'}\u0000${built.sql}\u0000${JSON.stringify(built.params)}`;
  const now = performance.now();
  const kept = planned.get(key);
  if (kept && kept.until > now) return kept.rows;
  const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const planCell = result.rows[0]?.['QUERY PLAN'];
  const plan = jsonValue<Array<{ Plan: { 'Plan Rows': number } }>>(planCell);
  const rows = Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
  // Kept only where it is the answer: below, the rows are counted anyway, and a list that grows past the
  // exact limit then shows a fresh estimate at once.
  if (rows >= countedBelow) {
    if (planned.size >= plannedMax) planned.clear();
    planned.set(key, { rows, until: now + plannedFor });
  }
  return rows;
}

/**
 * The total of a list's rows matching `where`, for its page. The planner's estimate comes first (no row
 * read); far past the exact limit it is the answer. Otherwise the rows are counted, reading at most
 * `exactCountLimit + 1` index entries: exact up to the limit, and past it the estimate, never less than
 * what was counted. `page` turns an estimate exact when the page reaches the end of the list.
 */
export async function listTotal(tx: Tx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const estimate = await plannedRows(tx, table, where);
  if (estimate >= countedBelow) return { count: estimate, estimated: true };
  const capped = tx
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(exactCountLimit + 1)
    .as('capped');
  const [row] = await tx.select({ n: count() }).from(capped);
  const counted = row?.n ?? 0;
  if (counted <= exactCountLimit) return { count: counted, estimated: false };
  return { count: Math.max(estimate, counted), estimated: true };
}

/**
 * One page of a list: the total and the rows of `skipCount`..`skipCount + maxResultCount`, both read in
 * the caller's transaction. `rows` gets the limit and offset; the query (joins, order) stays explicit.
 * `total` is an exact number or a `listTotal` (which may be an estimate).
 */
export async function page<T>(
  input: { skipCount: number; maxResultCount: number },
  parts: { total: () => Promise<number | ListTotal>; rows: (limit: number, offset: number) => Promise<T[]> },
): Promise<PagedResult<T>> {
  const total = await parts.total();
  const { count: totalCount, estimated } =
    typeof total === 'number' ? { count: total, estimated: false } : total;
  // An estimate may be short of the truth: the rows decide.
  const items =
    estimated || totalCount > input.skipCount ? await parts.rows(input.maxResultCount, input.skipCount) : [];
  if (!estimated) return { totalCount, items };
  // A short page is the end of the list: the total is known exactly there.
  if (items.length < input.maxResultCount && (items.length > 0 || input.skipCount === 0))
    return { totalCount: input.skipCount + items.length, items };
  return { totalCount, totalCountIsEstimate: true, items };
}

interface TableWithId extends PgTable {
  id: PgColumn;
}

/**
 * The ids of one page of a list, as a subquery for `inArray(table.id, idsOfPage(...))` (a deferred join):
 * the offset is walked over the list's index alone (an index-only scan when the order and the filter are
 * in it), and only the page's own rows are then read whole. Reading whole rows while skipping made a page
 * 50,000 rows deep cost 50,000 row reads (and as many joins).
 */
export function idsOfPage(
  tx: Tx,
  table: TableWithId,
  query: { where: SQL | undefined; order: SQL[]; limit: number; offset: number },
) {
  return tx
    .select({ id: table.id })
    .from(table as PgTable)
    .where(query.where)
    .orderBy(...query.order)
    .limit(query.limit)
    .offset(query.offset);
}

/**
 * A page of one table's rows, mapped to the answer's items: the list of a plain entity in one call.
 * `where` filters (tenant included), `order` is the list's ORDER BY (`sortingOrder(...)`).
 */
export async function pageOfTable<TTable extends TableWithId, T>(
  tx: Tx,
  table: TTable,
  input: { skipCount: number; maxResultCount: number },
  query: { where: SQL | undefined; order: SQL[]; map: (row: TTable['$inferSelect']) => T },
): Promise<PagedResult<T>> {
  const result = await page(input, {
    total: () => listTotal(tx, table, query.where),
    rows: (limit, offset) =>
      tx
        .select()
        .from(table as PgTable)
        .where(
          inArray(table.id, idsOfPage(tx, table, { where: query.where, order: query.order, limit, offset })),
        )
        .orderBy(...query.order) as Promise<TTable['$inferSelect'][]>,
  });
  return { ...result, items: result.items.map(query.map) };
}

interface StampedTable extends PgTable {
  id: PgColumn;
  concurrencyStamp: PgColumn;
}

/**
 * Updates one row only if it still carries the stamp the client read (409 otherwise, even when another
 * write slipped in since the caller read it: the stamp is in the WHERE), writing who and when.
 */
export async function updateStamped(
  tx: Tx,
  table: StampedTable,
  options: { where: SQL | undefined; stamp: string; set: Record<string, unknown>; ctx: Clock },
): Promise<void> {
  const updated = await tx
    .update(table)
    .set({ ...options.set, ...modified(options.ctx) } as never)
    .where(and(options.where, eq(table.concurrencyStamp, options.stamp)))
    .returning({ id: table.id });
  if (!updated.length) throw concurrencyConflict();
}

interface SoftDeletedTable extends StampedTable {
  isDeleted: PgColumn;
}

/** Marks the rows deleted (kept for history), with the deleter and the request's time. */
export async function softDelete(tx: Tx, table: SoftDeletedTable, where: SQL | undefined, ctx: Clock) {
  await tx
    .update(table)
    .set({
      isDeleted: true,
      deletionTime: ctx.now(),
      deleterId: ctx.userId,
      concurrencyStamp: newStamp(),
    } as never)
    .where(where);
}

/**
 * Runs a write and turns the unique violation of a declared index into its business error: the service
 * checks uniqueness first for a clear message, and this catches two concurrent saves that both passed.
 */
export async function withUniqueErrors<T>(
  errors: Readonly<Record<string, () => AppError>>,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = uniqueViolation(error);
    if (index !== undefined) {
      const mapped = errors[index] ?? (index === '' ? Object.values(errors)[0] : undefined);
      if (mapped) throw mapped();
    }
    throw error;
  }
}

export { AppError };
