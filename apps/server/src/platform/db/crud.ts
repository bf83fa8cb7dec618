import type { PagedResult } from '@hr/contracts';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../context.ts';
import { AppError, concurrencyConflict, notFound } from '../errors.ts';
import { newStamp } from './columns.ts';
import type { Tx } from './database.ts';
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

/**
 * One page of a list: the total and the rows of `skipCount`..`skipCount + maxResultCount`, both read in
 * the caller's transaction. `rows` gets the limit and offset; the query (joins, order) stays explicit.
 */
export async function page<T>(
  input: { skipCount: number; maxResultCount: number },
  parts: { total: () => Promise<number>; rows: (limit: number, offset: number) => Promise<T[]> },
): Promise<PagedResult<T>> {
  const totalCount = await parts.total();
  const items = totalCount > input.skipCount ? await parts.rows(input.maxResultCount, input.skipCount) : [];
  return { totalCount, items };
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
