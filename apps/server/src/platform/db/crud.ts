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
 * Estimated totals, kept for a few seconds per tenant and statement: a grid paged through asks for the same
 * total on every page, and each estimate costs a capped count and an EXPLAIN (two round trips, a planning).
 * A total past `exactCountLimit` is approximate anyway ("about N"); one a few seconds old is as good as a
 * fresh one (the planner's statistics behind it change far more slowly). Exact totals are never kept.
 */
const estimateFor = 10_000;
const estimatesMax = 5_000;
const estimates = new Map<string, { rows: number; until: number }>();
const dialect = new PgDialect();

/**
 * Forgets the kept estimates. A process serves one database, so its keys need not name it; tests open a
 * database per file in one process (vitest's `isolate: false`), and a file's estimates must not answer the
 * next file's lists (a file that made 60,000 departments once gave another file's 9 the total 60,000).
 */
export function forgetPlannedRows(): void {
  estimates.clear();
}

/** The planner's estimate of the rows `query` (a `select 1 from ... where ...`) reads: EXPLAIN, nothing read. */
async function plannedRows(tx: Tx, query: SQL): Promise<number> {
  const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const plan = jsonValue<Array<{ Plan: { 'Plan Rows': number } }>>(result.rows[0]?.['QUERY PLAN']);
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * The total of a list's rows matching `where`, for its page. The rows are counted first, reading at most
 * `exactCountLimit + 1` index entries: up to the limit the total is exact (one round trip, as most lists
 * are short). Past it the total is the planner's estimate, never less than what was counted, flagged as
 * an estimate and kept a few seconds, so that paging through a long list neither counts nor plans again.
 * `page` turns an estimate exact when the page reaches the end of the list.
 */
export async function listTotal(tx: Tx, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  const rowsOf = () => tx.select({ one: sql`1` }).from(table).where(where);
  const query = rowsOf().getSQL();
  const built = dialect.sqlToQuery(query);
  const key = `${activeTenant() ?? 'host'}\u0000${built.sql}\u0000${JSON.stringify(built.params)}`;
  const now = performance.now();
  const kept = estimates.get(key);
  if (kept && kept.until > now) return { count: kept.rows, estimated: true };
  const [row] = await tx.select({ n: count() }).from(
    rowsOf()
      .limit(exactCountLimit + 1)
      .as('capped'),
  );
  const counted = row?.n ?? 0;
  if (counted <= exactCountLimit) return { count: counted, estimated: false };
  const total = Math.max(await plannedRows(tx, query), counted);
  if (estimates.size >= estimatesMax) estimates.clear();
  estimates.set(key, { rows: total, until: now + estimateFor });
  return { count: total, estimated: true };
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
