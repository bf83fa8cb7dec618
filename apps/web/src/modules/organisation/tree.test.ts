import { describe, expect, it } from 'vitest';
import { allIds, buildForest, type Linked, pickerTree, selfAndDescendants } from './tree.ts';

const link = (x: Linked) => x;
const item = (id: string, parentId: string | null = null): Linked => ({ id, parentId });
const shape = (forest: ReturnType<typeof buildForest<Linked>>): unknown =>
  forest.map((b) => (b.children.length ? { [b.item.id]: shape(b.children) } : b.item.id));

describe('buildForest', () => {
  it('keeps every root and the order of the list at each level', () => {
    const items = [item('a'), item('b', 'a'), item('c'), item('d', 'a'), item('e', 'd')];
    expect(shape(buildForest(items, link))).toEqual([{ a: ['b', { d: ['e'] }] }, 'c']);
  });

  it('makes an item whose parent is missing a root, and survives loops in the links', () => {
    expect(shape(buildForest([item('a', 'gone'), item('b', 'a')], link))).toEqual([{ a: ['b'] }]);
    const looped = buildForest([item('a', 'b'), item('b', 'a'), item('s', 's')], link);
    expect(allIds(looped, link).sort()).toEqual(['a', 'b', 's']);
  });
});

describe('selfAndDescendants', () => {
  it('finds the item and everything under it, however deep', () => {
    const items = [item('a'), item('b', 'a'), item('c', 'b'), item('d'), item('e', 'c')];
    expect([...selfAndDescendants(items, link, 'b')].sort()).toEqual(['b', 'c', 'e']);
    expect([...selfAndDescendants(items, link, 'd')]).toEqual(['d']);
  });
});

describe('pickerTree', () => {
  it('titles the nodes and leaves out the edited item and what is under it', () => {
    const items = [item('a'), item('b', 'a'), item('c', 'b'), item('d', 'a')];
    const tree = pickerTree(items, link, (x) => x.id.toUpperCase(), 'b');
    expect(tree).toEqual([
      { key: 'a', value: 'a', title: 'A', children: [{ key: 'd', value: 'd', title: 'D', children: [] }] },
    ]);
  });
});
