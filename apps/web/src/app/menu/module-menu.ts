import { accessPolicies, type EndpointAccess } from '@hr/contracts';
import type { Policy } from '../config/policy.ts';
import { isMenuGroup, type MenuGroup, type MenuNode } from './menu-node.ts';

// What a module's `menu.ts` declares its menu nodes with, and how the shell composes them (app/menu/
// menu-tree.ts). Apart from the shell's first load: only the menu tree's chunk carries this.

/**
 * The policy a page needs, taken from the endpoint it cannot work without (its list or get): the menu
 * shows the entry to exactly those the endpoint lets in, and the permission's name is written once, on
 * the endpoint's descriptor. An endpoint open to every signed-in user has no policy to give: a mistake
 * here, since the entry would show to everyone.
 */
export function policyOf(endpoint: { readonly access: EndpointAccess }): Policy {
  const [first, ...more] = accessPolicies(endpoint.access);
  if (first === undefined)
    throw new Error('policyOf: the endpoint names no policy (it is public or open to every signed-in user)');
  return more.length === 0 ? first : [first, ...more];
}

/** Any one of the policies (each itself one or several). */
export function anyOf(...policies: readonly Policy[]): Policy {
  return policies.flatMap((p) => (typeof p === 'string' ? [p] : [...p]));
}

/** A node a module adds to the menu: under the group `parent` (the shell's or a module's), or at the top. */
export type MenuEntry = MenuNode & { parent?: string };

const moduleMenuBrand = Symbol.for('hr.web.module-menu');

/** A module's part of the menu (`modules/<m>/menu.ts`); app/menu/menu-tree.ts finds and composes them. */
export interface ModuleMenu<T extends readonly MenuEntry[] = readonly MenuEntry[]> {
  readonly entries: T;
  readonly [moduleMenuBrand]: true;
}

/**
 * Declares a module's menu nodes in its `menu.ts`. The keys keep their literal types:
 * `MenuKeyOf<typeof xMenu>` is what the module's routes and home cards may name.
 */
export function defineMenu<const T extends readonly MenuEntry[]>(entries: T): ModuleMenu<T> {
  return { entries, [moduleMenuBrand]: true };
}

export function isModuleMenu(value: unknown): value is ModuleMenu {
  return typeof value === 'object' && value !== null && moduleMenuBrand in value;
}

type LeafKeys<N> = N extends { readonly children: readonly (infer C)[] }
  ? LeafKeys<C>
  : N extends { readonly key: infer K extends string }
    ? K
    : never;

/** The keys of a module menu's entries (its leaves): `menu` of its routes and home cards. */
export type MenuKeyOf<M extends ModuleMenu> = LeafKeys<M['entries'][number]>;

/**
 * The menu tree: the shell's nodes with every module's nodes put under their parents, each level sorted by
 * order (then key, so that the result never depends on the order the modules were found in). Throws on a
 * parent no one declares and on a key declared twice.
 */
export function composeMenu(shell: readonly MenuNode[], menus: readonly ModuleMenu[]): MenuNode[] {
  type Group = MenuGroup & { children: MenuNode[] };
  const groups = new Map<string, Group>();
  const copy = (node: MenuNode): MenuNode => {
    if (!isMenuGroup(node)) return { ...node };
    const group: Group = { ...node, children: node.children.map(copy) };
    if (groups.has(group.key)) throw new Error(`Menu group ${group.key} is declared twice`);
    groups.set(group.key, group);
    return group;
  };
  const roots = shell.map(copy);
  const placed = menus.flatMap((menu) =>
    menu.entries.map(({ parent, ...node }) => ({ parent, node: copy(node as MenuNode) })),
  );
  for (const { parent, node } of placed) {
    if (parent === undefined) {
      roots.push(node);
      continue;
    }
    const group = groups.get(parent);
    if (!group) throw new Error(`Menu node ${node.key}: its parent ${parent} is no menu group`);
    group.children.push(node);
  }

  const seen = new Set<string>();
  const sorted = (nodes: MenuNode[]): MenuNode[] =>
    nodes
      .sort((a, b) => a.order - b.order || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .map((node) => {
        if (seen.has(node.key)) throw new Error(`Menu key ${node.key} is declared twice`);
        seen.add(node.key);
        return isMenuGroup(node) ? { ...node, children: sorted([...node.children]) } : node;
      });
  const tree = sorted(roots);
  // A group put under one of its own descendants hangs nowhere.
  const lost = placed.filter(({ node }) => !seen.has(node.key)).map(({ node }) => node.key);
  if (lost.length > 0) throw new Error(`Menu nodes out of the tree (a cycle of parents): ${lost.join(', ')}`);
  return tree;
}
