import { type Column, eq, inArray, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../context.ts';
import { isUuid } from './columns.ts';

/** A LIKE/ILIKE pattern matching values that contain the text, its own % _ and \ taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/** A search's branch on an id column: the text when it is a uuid (any case), else none. */
export function sameId(column: Column, text: string): SQL | undefined {
  return isUuid(text) ? eq(column, text.toLowerCase()) : undefined;
}

/** A search's branch on a column holding another module's ids: those found, none when none were. */
export function among(column: Column, ids: readonly string[]): SQL | undefined {
  return ids.length ? inArray(column, [...ids]) : undefined;
}

/** The ids of the first records another module's own list finds for a search's text (employees, users). */
export async function idsFound(
  list: (
    ctx: RequestContext,
    input: { filter: string; maxResultCount: number; skipCount: number },
  ) => Promise<{ items: Array<{ id: string }> }>,
  ctx: RequestContext,
  text: string,
  limit: number,
): Promise<string[]> {
  const found = await list(ctx, { filter: text, maxResultCount: limit, skipCount: 0 });
  return found.items.map((item) => item.id);
}
