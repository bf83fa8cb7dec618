import { describe, expect, it } from 'vitest';
import { groupBy } from './group-by.ts';

describe('groupBy', () => {
  it('keeps the keys in their first order and each list in the items order', () => {
    const rows = [
      { id: 'a1', key: 'a' },
      { id: 'b1', key: 'b' },
      { id: 'a2', key: 'a' },
    ];
    const groups = groupBy(rows, (r) => r.key);
    expect([...groups.keys()]).toEqual(['a', 'b']);
    expect(groups.get('a')).toEqual([rows[0], rows[2]]);
    expect(groups.get('b')).toEqual([rows[1]]);
  });

  it('holds what `value` makes of each item, and nothing for no items', () => {
    expect(
      groupBy(
        [1, 2, 3, 4],
        (n) => n % 2,
        (n) => n * 10,
      ),
    ).toEqual(
      new Map([
        [1, [10, 30]],
        [0, [20, 40]],
      ]),
    );
    expect(groupBy([], (n: number) => n).size).toBe(0);
  });
});
