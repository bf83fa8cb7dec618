import type { Key } from 'react';

/**
 * The picked rows of a page: the picked keys' rows that are on the page and still selectable, in the
 * page's order. A row decided meanwhile (no longer selectable once the page is read again) or gone from
 * the page drops out, so the bar counts only what its actions would act on.
 */
export function pickedRows<T>(
  rows: readonly T[],
  picked: readonly Key[],
  keyOf: (row: T) => Key,
  selectable: (row: T) => boolean = () => true,
): T[] {
  if (picked.length === 0) return [];
  const keys = new Set(picked);
  return rows.filter((row) => keys.has(keyOf(row)) && selectable(row));
}

/** One row's box ticked or cleared. */
export function toggleRow(picked: readonly Key[], key: Key, on: boolean): Key[] {
  const rest = picked.filter((k) => k !== key);
  return on ? [...rest, key] : rest;
}

/**
 * The header's box: ticked, it picks every selectable row of the page (the others' boxes are disabled);
 * cleared, it drops the page's rows.
 */
export function toggleAll<T>(
  picked: readonly Key[],
  rows: readonly T[],
  keyOf: (row: T) => Key,
  selectable: (row: T) => boolean,
  on: boolean,
): Key[] {
  const page = new Set(rows.map(keyOf));
  const rest = picked.filter((k) => !page.has(k));
  return on ? [...rest, ...rows.filter(selectable).map(keyOf)] : rest;
}

/**
 * What makes a selection stale: the list's paging, filters, search and sorting. A change of any clears it
 * (the picked rows are no longer those on screen); reading the same page again keeps it.
 */
export function selectionScope(params: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
