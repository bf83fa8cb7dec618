import { describe, expect, it } from 'vitest';
import { changedGrants, coverage, initialGrants, isChecked, setAll, toggle } from './permission-tree.ts';

const self = { providerName: 'U', providerKey: 'u1' };
const role = { providerName: 'R', providerKey: 'Clerk' };
const permissions = [
  { name: 'E', parentName: null, grantedProviders: [] },
  { name: 'E.Create', parentName: 'E', grantedProviders: [] },
  { name: 'E.Create.Bulk', parentName: 'E.Create', grantedProviders: [] },
  { name: 'E.Delete', parentName: 'E', grantedProviders: [] },
  { name: 'H', parentName: null, grantedProviders: [role] },
  { name: 'H.Create', parentName: 'H', grantedProviders: [self] },
];

describe('permission tree', () => {
  it("splits the entity's own grants from inherited ones", () => {
    const state = initialGrants(permissions, self);
    expect([...state.own]).toEqual(['H.Create']);
    expect([...state.inherited]).toEqual(['H']);
    expect(isChecked(state, 'H')).toBe(true);
    expect(isChecked(state, 'E')).toBe(false);
  });

  it('checking a child checks its ancestors; unchecking a parent unchecks its descendants', () => {
    const start = initialGrants(permissions, self);
    const checked = toggle(permissions, start, 'E.Create.Bulk', true);
    expect([...checked.own].sort()).toEqual(['E', 'E.Create', 'E.Create.Bulk', 'H.Create']);
    const withDelete = toggle(permissions, checked, 'E.Delete', true);
    const unchecked = toggle(permissions, withDelete, 'E', false);
    expect([...unchecked.own]).toEqual(['H.Create']);
    // Unchecking a child leaves its parent.
    expect([...toggle(permissions, withDelete, 'E.Delete', false).own]).toContain('E');
  });

  it('leaves inherited grants alone and does not re-grant an inherited parent', () => {
    const start = initialGrants(permissions, self);
    expect(toggle(permissions, start, 'H', false)).toBe(start);
    const off = toggle(permissions, start, 'H.Create', false);
    const on = toggle(permissions, off, 'H.Create', true);
    expect([...on.own]).toEqual(['H.Create']);
  });

  it('selects and clears a whole group, and reports its coverage', () => {
    const group = permissions.slice(0, 4);
    const start = initialGrants(permissions, self);
    expect(coverage(group, start)).toBe('none');
    const all = setAll(group, start, true);
    expect(coverage(group, all)).toBe('all');
    expect(coverage(permissions, all)).toBe('all');
    expect(coverage(group, toggle(permissions, all, 'E.Delete', false))).toBe('some');
    expect([...setAll(permissions, all, false).own]).toEqual([]);
    expect(isChecked(setAll(permissions, all, false), 'H')).toBe(true);
  });

  it('saves only the changes', () => {
    const start = initialGrants(permissions, self);
    const next = toggle(permissions, toggle(permissions, start, 'H.Create', false), 'E', true);
    expect(changedGrants(start, next)).toEqual([
      { name: 'E', isGranted: true },
      { name: 'H.Create', isGranted: false },
    ]);
    expect(
      changedGrants(start, toggle(permissions, toggle(permissions, start, 'E', true), 'E', false)),
    ).toEqual([]);
  });
});
