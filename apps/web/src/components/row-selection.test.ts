import { describe, expect, it } from 'vitest';
import { pickedRows, selectionScope, toggleAll, toggleRow } from './row-selection.ts';

interface Row {
  id: string;
  canDecide: boolean;
}
const keyOf = (r: Row) => r.id;
const decidable = (r: Row) => r.canDecide;
const page: Row[] = [
  { id: 'a', canDecide: true },
  { id: 'b', canDecide: false },
  { id: 'c', canDecide: true },
];

describe('row selection', () => {
  it('select all picks the page’s decidable rows only, and clearing it drops the page’s', () => {
    const all = toggleAll([], page, keyOf, decidable, true);
    expect(all).toEqual(['a', 'c']);
    expect(pickedRows(page, all, keyOf, decidable).map(keyOf)).toEqual(['a', 'c']);
    expect(toggleAll(all, page, keyOf, decidable, false)).toEqual([]);
    // One row, then all: no duplicate.
    expect(toggleAll(toggleRow([], 'c', true), page, keyOf, decidable, true)).toEqual(['a', 'c']);
  });

  it('toggles one row', () => {
    expect(toggleRow(['a'], 'c', true)).toEqual(['a', 'c']);
    expect(toggleRow(['a', 'c'], 'a', false)).toEqual(['c']);
  });

  it('counts only rows still on the page and still decidable (a row decided meanwhile drops out)', () => {
    const reread: Row[] = [
      { id: 'a', canDecide: false },
      { id: 'b', canDecide: false },
      { id: 'c', canDecide: true },
    ];
    expect(pickedRows(reread, ['a', 'c', 'gone'], keyOf, decidable).map(keyOf)).toEqual(['c']);
    expect(pickedRows(page, [], keyOf, decidable)).toEqual([]);
    // Without a rule, every row is selectable.
    expect(pickedRows(page, ['b'], keyOf).map(keyOf)).toEqual(['b']);
  });

  it('the selection’s scope changes with the page, the filters and the order, not with their order of keys', () => {
    const first = { skipCount: 0, maxResultCount: 10, states: '0' };
    expect(selectionScope({ states: '0', maxResultCount: 10, skipCount: 0 })).toBe(selectionScope(first));
    expect(selectionScope({ ...first, skipCount: 10 })).not.toBe(selectionScope(first));
    expect(selectionScope({ ...first, states: '0,1' })).not.toBe(selectionScope(first));
    expect(selectionScope({ ...first, sorting: 'checkIn desc' })).not.toBe(selectionScope(first));
  });
});
