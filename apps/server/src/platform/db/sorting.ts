import type { Endpoint } from '@hr/contracts';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The ORDER BY of a list from its `sorting` input ("name", "name desc"): a column the list allows by
 * lower-case name, then the tie-breaker so that pages never overlap; anything else gives the default.
 */
export function sortingOrder(
  sorting: string | undefined,
  sortable: Readonly<Record<string, AnyPgColumn | SQL>>,
  options: { fallback: SQL[]; tieBreaker: AnyPgColumn },
): SQL[] {
  const [field = '', direction = 'asc'] = (sorting ?? '').trim().split(/\s+/);
  const key = field.toLowerCase();
  // Own keys only: `__proto__`, `constructor` or `toString` must not reach the prototype.
  const column = Object.hasOwn(sortable, key) ? sortable[key] : undefined;
  if (!column) return options.fallback;
  // Kept per column and direction: the same order object each time, whose text is compiled once (crud.ts).
  const descending = direction.toLowerCase() === 'desc';
  let orders = keptOrders.get(column);
  if (!orders) {
    orders = new Map();
    keptOrders.set(column, orders);
  }
  const keyOf = `${descending ? 'desc' : 'asc'}\u0000${options.tieBreaker.name}`;
  let order = orders.get(keyOf);
  if (!order) {
    order = [descending ? desc(column) : asc(column), asc(options.tieBreaker)];
    orders.set(keyOf, order);
  }
  return order;
}
const keptOrders = new WeakMap<AnyPgColumn | SQL, Map<string, SQL[]>>();

/**
 * The columns a list sorts by, keyed by its contract's sort fields (`listQuery([...])` on the list
 * endpoint), lower-cased for `sortingOrder`. The fields are declared once, in the contract: a service that
 * names a column for a field the contract does not declare, or misses one, fails when it is made.
 */
export function sortColumns<C extends AnyPgColumn | SQL>(
  list: Pick<Endpoint, 'method' | 'path' | 'sort'>,
  columns: Readonly<Record<string, C>>,
): Readonly<Record<string, C>> {
  const declared = [...(list.sort ?? [])].sort().join(', ');
  const named = Object.keys(columns).sort().join(', ');
  if (declared !== named)
    throw new Error(
      `${list.method} ${list.path} sorts by ${declared || 'nothing'}; its service names ${named}`,
    );
  return Object.fromEntries(Object.entries(columns).map(([field, column]) => [field.toLowerCase(), column]));
}
