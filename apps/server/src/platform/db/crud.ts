import { exactCountLimit, type PagedResult } from '@hr/contracts';
import { and, count, eq, getTableColumns, type Query, type SQL, sql } from 'drizzle-orm';
import {
  type PgColumn,
  PgDialect,
  type PgTable,
  QueryBuilder,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { RequestContext } from '../context.ts';
import { AppError, concurrencyConflict, notFound } from '../errors.ts';
import { jsonValue, newStamp } from './columns.ts';
import { activeTenant, type Tx } from './database.ts';
import { orderedFields, run } from './statements.ts';
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

/**
 * The row `where` picks, locked FOR UPDATE until the transaction ends, or 404: what a change or a delete
 * reads before its checks, so that a concurrent write waits for it.
 */
export async function lockedOr404<T extends PgTable>(
  tx: Tx,
  table: T,
  where: SQL | undefined,
): Promise<T['$inferSelect']> {
  const rows = await tx
    .select()
    .from(table as PgTable)
    .where(where)
    .for('update');
  return findOr404(rows as T['$inferSelect'][]);
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
  keptConditions.clear();
}

/**
 * A list's condition as text and values, compiled once per condition object: the total and the page of one
 * request share it. Compiling is walking drizzle's tree of the condition (small); the rest of a list's
 * statements is text kept per table and columns (`shapeOf`), so that a list request no longer pays drizzle
 * for building whole statements (a fifth of its CPU, measured: docs/scaling.md, step 8).
 */
const compiledConditions = new WeakMap<SQL, Query>();
function compiled(where: SQL | undefined): Query {
  if (!where) return { sql: 'true', params: [] };
  let query = compiledConditions.get(where);
  if (!query) {
    query = dialect.sqlToQuery(where);
    compiledConditions.set(where, query);
  }
  return query;
}

/**
 * A list's condition kept by key (the tenant and the list's filters: every input the condition is built
 * from), so that a list asked again with the same filters gets the same condition object, whose text
 * `compiled` then finds instead of walking its tree again (on every request before). At most
 * `keptConditionsMax`, the oldest forgotten first; forgotten with the estimates.
 */
const keptConditions = new Map<string, SQL | undefined>();
const keptConditionsMax = 2_000;
export function keptCondition(key: string, build: () => SQL | undefined): SQL | undefined {
  if (keptConditions.has(key)) return keptConditions.get(key);
  const condition = build();
  if (keptConditions.size >= keptConditionsMax) keptConditions.delete(keptConditions.keys().next().value!);
  keptConditions.set(key, condition);
  return condition;
}

/** A list's ORDER BY as text, compiled once per order (a list's orders are kept: see `sortingOrder`). */
const compiledOrders = new WeakMap<readonly SQL[], Query>();
function compiledOrder(order: readonly SQL[]): Query {
  let query = compiledOrders.get(order);
  if (!query) {
    query = dialect.sqlToQuery(sql.join([...order], sql`, `));
    compiledOrders.set(order, query);
  }
  return query;
}

/** A table's name as SQL text, kept per table. */
const tableNames = new WeakMap<PgTable, string>();
function tableName(table: PgTable): string {
  let name = tableNames.get(table);
  if (name === undefined) {
    name = dialect.sqlToQuery(sql`${table}`).sql;
    tableNames.set(table, name);
  }
  return name;
}

/** What a page's statement needs of its table and the columns it reads, compiled once for each. */
interface Shape {
  /** `select <columns> from <table>` */
  select: string;
  id: string;
  /** The columns in the order of the select, for mapping its rows (drizzle's own mapping). */
  fields: SelectedFieldsOrdered;
}
const shapes = new WeakMap<object, Shape>();
function shapeOf(table: TableWithId, columns: Record<string, PgColumn> | undefined): Shape {
  const key = columns ?? table;
  let shape = shapes.get(key);
  if (!shape) {
    const chosen = columns ?? (getTableColumns(table as PgTable) as Record<string, PgColumn>);
    shape = {
      select: new QueryBuilder()
        .select(chosen)
        .from(table as PgTable)
        .toSQL().sql,
      id: dialect.sqlToQuery(sql`${table.id}`).sql,
      fields: orderedFields(chosen),
    };
    shapes.set(key, shape);
  }
  return shape;
}

/**
 * The list total as text: the rows counted up to the exact limit, or the planner's estimate of them
 * (EXPLAIN, nothing read). The count runs on every call of a list under the limit, so it is prepared by
 * name: its limit is written in, and its plan then does not depend on the values, so PostgreSQL plans it
 * once per connection (it planned it on every call: 200 µs of the 650 µs the job title and status page's
 * count cost the database, docs/scaling.md step 10).
 */
async function countedRows(tx: Tx, table: string, where: Query): Promise<number> {
  const counting = {
    sql: `select count(*)::int as n from (select 1 from ${table} where ${where.sql} limit ${exactCountLimit + 1}) capped`,
    params: where.params,
  };
  const rows = await run<{ n: number }>(tx, counting, { kept: true });
  return rows[0]?.n ?? 0;
}
async function plannedRows(tx: Tx, table: string, where: Query): Promise<number> {
  const rows = await run<Record<string, unknown>>(tx, {
    sql: `explain (format json) select 1 from ${table} where ${where.sql}`,
    params: where.params,
  });
  const plan = jsonValue<Array<{ Plan: { 'Plan Rows': number } }>>(rows[0]?.['QUERY PLAN']);
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
  const condition = compiled(where);
  const from = tableName(table);
  const key = `${activeTenant() ?? 'host'}\u0000${from}\u0000${condition.sql}\u0000${JSON.stringify(condition.params)}`;
  const now = performance.now();
  const kept = estimates.get(key);
  if (kept && kept.until > now) return { count: kept.rows, estimated: true };
  const counted = await countedRows(tx, from, condition);
  if (counted <= exactCountLimit) return { count: counted, estimated: false };
  const total = Math.max(await plannedRows(tx, from, condition), counted);
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
 * 50,000 rows deep cost 50,000 row reads (and as many joins). A list of one table's columns uses
 * `pageRows`, which runs the same statement without building it.
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

/** The rows `pageRows` answers: the chosen columns' values, or whole rows. */
type RowOf<TTable extends TableWithId, TColumns> =
  TColumns extends Record<string, PgColumn> ? SelectResultFields<TColumns> : TTable['$inferSelect'];

/**
 * One page of a table's rows by deferred join (see `idsOfPage`): `columns` (whole rows when undefined)
 * of the rows matching `where`, in `order`, `limit` rows after `offset`. The statement's text around the
 * condition and the order is kept per table and columns, so each call compiles only those two. The page's
 * ids are an array (`id = any(array(select ...))`): PostgreSQL plans that in about two thirds of the time
 * of `id in (select ...)`, which it plans as a join, and runs it as fast (docs/scaling.md, step 9).
 */
export async function pageRows<
  TTable extends TableWithId,
  TColumns extends Record<string, PgColumn> | undefined,
>(
  tx: Tx,
  table: TTable,
  columns: TColumns,
  query: { where: SQL | undefined; order: SQL[]; limit: number; offset: number },
): Promise<RowOf<TTable, TColumns>[]> {
  const shape = shapeOf(table, columns);
  const condition = compiled(query.where);
  // The order is columns and directions; compiled with the condition when it has values of its own, so
  // that its placeholders are numbered after the condition's.
  let order = compiledOrder(query.order);
  let where = condition;
  if (order.params.length) {
    const both = dialect.sqlToQuery(sql`${query.where ?? sql`true`}\u0000${sql.join(query.order, sql`, `)}`);
    const [w = '', o = ''] = both.sql.split('\u0000');
    where = { sql: w, params: both.params };
    order = { sql: o, params: [] };
  }
  const n = where.params.length;
  return run<RowOf<TTable, TColumns>>(
    tx,
    {
      sql: `${shape.select} where ${shape.id} = any(array(select ${shape.id} from ${tableName(table as PgTable)} where ${where.sql} order by ${order.sql} limit $${n + 1} offset $${n + 2})) order by ${order.sql}`,
      params: [...where.params, query.limit, query.offset],
    },
    { fields: shape.fields },
  );
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
      pageRows(tx, table, undefined, { where: query.where, order: query.order, limit, offset }),
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
