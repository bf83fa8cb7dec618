import { asc } from 'drizzle-orm';
import { pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { sortingOrder } from './sorting.ts';

const things = pgTable('things', { id: uuid('id'), name: varchar('name') });
const fallback = [asc(things.id)];
const order = (sorting: string) =>
  sortingOrder(sorting, { name: things.name }, { fallback, tieBreaker: things.id });

describe('sortingOrder', () => {
  it('sorts by an allowed column, either way, then by the tie-breaker', () => {
    expect(order('name desc')).toHaveLength(2);
    expect(order('NAME')).toHaveLength(2);
  });

  it('falls back for anything else, prototype names included', () => {
    for (const sorting of ['__proto__', 'constructor desc', 'toString', 'hasOwnProperty', 'nope', ''])
      expect(order(sorting), sorting).toBe(fallback);
  });
});
