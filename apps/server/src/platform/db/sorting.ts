import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The ORDER BY of a list from its `sorting` input ("name", "name desc"): a column the list allows by
 * lower-case name, then the tie-breaker so that pages never overlap; anything else gives the default.
 */
export function sortingOrder(
  sorting: string | undefined,
  sortable: Readonly<Record<string, AnyPgColumn>>,
  options: { fallback: SQL[]; tieBreaker: AnyPgColumn },
): SQL[] {
  const [field = '', direction = 'asc'] = (sorting ?? '').trim().split(/\s+/);
  const key = field.toLowerCase();
  // Own keys only: `__proto__`, `constructor` or `toString` must not reach the prototype.
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!column) return options.fallback;
  return [direction.toLowerCase() === 'desc' ? desc(column) : asc(column), asc(options.tieBreaker)];
}
