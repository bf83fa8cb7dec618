import { describe, expect, it } from 'vitest';
import { endpoint } from './endpoint.ts';
import { listQuery, sortFieldsOf } from './sorting.ts';

describe('listQuery', () => {
  const query = listQuery(['name', 'creationTime']);

  it('takes a declared field in any case, with or without a direction', () => {
    for (const sorting of ['name', 'NAME desc', 'creationtime ASC', ' name  desc ', undefined])
      expect(query.safeParse({ sorting }).success, String(sorting)).toBe(true);
  });

  it('refuses anything else with a code naming the fields', () => {
    for (const sorting of ['nope', 'name sideways', 'name asc desc', '__proto__', 'constructor desc']) {
      const result = query.safeParse({ sorting });
      expect(result.success, sorting).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({
        message: 'Platform:UnknownSorting',
        params: { fields: 'name, creationTime' },
      });
    }
  });

  it('gives its fields to the list endpoint, and to a query extended with filters', () => {
    const list = endpoint({
      method: 'GET',
      path: '/x',
      query: query.extend({}),
      access: { kind: 'public' },
      tag: 'X',
    });
    expect(list.sort).toEqual(['name', 'creationTime']);
    expect(sortFieldsOf(query)).toEqual(['name', 'creationTime']);
  });
});
