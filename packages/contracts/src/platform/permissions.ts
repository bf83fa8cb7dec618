import type { LocalizedText } from './localization.ts';

/** Where a permission can be granted: in the host, in a tenant, or both. */
export type MultiTenancySide = 'host' | 'tenant' | 'both';

export interface PermissionDefinition {
  /** The policy name the server checks and the web app gates on, e.g. `HR.Employees.Create`. */
  name: string;
  displayName: LocalizedText;
  /** Overrides the group's side. */
  side?: MultiTenancySide;
  children?: PermissionDefinition[];
}

export interface PermissionGroupDefinition {
  /** ABP's group name, e.g. `AbpIdentity`, `HR`, `PR`. */
  name: string;
  displayName: LocalizedText;
  side: MultiTenancySide;
  /** A feature that must be enabled for the tenant for any permission of the group to be granted. */
  feature?: string;
  permissions: PermissionDefinition[];
}

/** A permission as the server and the permission dialog see it: flat, with its parent and group. */
export interface FlatPermission {
  name: string;
  displayName: LocalizedText;
  groupName: string;
  parentName: string | null;
  side: MultiTenancySide;
  feature: string | null;
}

export function definePermissionGroup(group: PermissionGroupDefinition): PermissionGroupDefinition {
  return group;
}

/** The usual children of a policy: Create, Update and Delete (`X.Index` gives `X.Create`, others `X.Create`). */
export function crudChildren(
  policy: string,
  names: { create: LocalizedText; update: LocalizedText; delete: LocalizedText },
): PermissionDefinition[] {
  const base = policy.endsWith('.Index') ? policy.slice(0, -'.Index'.length) : policy;
  return [
    { name: `${base}.Create`, displayName: names.create },
    { name: `${base}.Update`, displayName: names.update },
    { name: `${base}.Delete`, displayName: names.delete },
  ];
}

export const crudNames = {
  create: { en: 'Create', ar: 'إنشاء' },
  update: { en: 'Edit', ar: 'تعديل' },
  delete: { en: 'Delete', ar: 'حذف' },
} as const satisfies Record<string, LocalizedText>;

export function flattenPermissionGroups(groups: readonly PermissionGroupDefinition[]): FlatPermission[] {
  const out: FlatPermission[] = [];
  const seen = new Set<string>();
  const visit = (
    group: PermissionGroupDefinition,
    p: PermissionDefinition,
    parent: FlatPermission | null,
  ) => {
    if (seen.has(p.name)) throw new Error(`Permission ${p.name} is defined twice`);
    seen.add(p.name);
    const flat: FlatPermission = {
      name: p.name,
      displayName: p.displayName,
      groupName: group.name,
      parentName: parent?.name ?? null,
      side: p.side ?? parent?.side ?? group.side,
      feature: group.feature ?? null,
    };
    out.push(flat);
    for (const child of p.children ?? []) visit(group, child, flat);
  };
  for (const group of groups) for (const p of group.permissions) visit(group, p, null);
  return out;
}

/** A permission in a {@link definePermissions} declaration. */
export interface PermissionNode {
  /** The policy name. */
  name: string;
  en: string;
  ar: string;
  side?: MultiTenancySide;
  /** Adds the children Create, Update and Delete (`X.Index` gives `X.Create`, others `X.Create`). */
  crud?: boolean;
  /** Further children by key; a child's name defaults to the base name, a dot and its key. */
  children?: Record<string, Omit<PermissionNode, 'name' | 'children' | 'crud'> & { name?: string }>;
}

type NodeNames<N extends PermissionNode> = { readonly Default: string } & (N['crud'] extends true
  ? { readonly Create: string; readonly Update: string; readonly Delete: string }
  : unknown) &
  (N['children'] extends Record<string, unknown> ? { readonly [C in keyof N['children']]: string } : unknown);

const baseName = (policy: string) => (policy.endsWith('.Index') ? policy.slice(0, -'.Index'.length) : policy);

/**
 * A module's permissions from one declaration: the names the server checks and the web app gates on
 * (`names.Roles.Create`), and the definitions with their English and Arabic names for the permission
 * dialog. Nothing is written twice.
 */
export function definePermissions<const T extends Record<string, PermissionNode>>(
  nodes: T,
): { names: { readonly [K in keyof T]: NodeNames<T[K]> }; definitions: PermissionDefinition[] } {
  const names: Record<string, Record<string, string>> = {};
  const definitions: PermissionDefinition[] = [];
  for (const [key, node] of Object.entries(nodes)) {
    const base = baseName(node.name);
    const own: Record<string, string> = { Default: node.name };
    const children: PermissionDefinition[] = [];
    if (node.crud)
      for (const action of ['Create', 'Update', 'Delete'] as const) {
        own[action] = `${base}.${action}`;
        const text = crudNames[action === 'Create' ? 'create' : action === 'Update' ? 'update' : 'delete'];
        children.push({ name: own[action]!, displayName: text });
      }
    for (const [childKey, child] of Object.entries(node.children ?? {})) {
      own[childKey] = child.name ?? `${base}.${childKey}`;
      children.push({
        name: own[childKey]!,
        displayName: { en: child.en, ar: child.ar },
        ...(child.side ? { side: child.side } : {}),
      });
    }
    names[key] = own;
    definitions.push({
      name: node.name,
      displayName: { en: node.en, ar: node.ar },
      ...(node.side ? { side: node.side } : {}),
      ...(children.length ? { children } : {}),
    });
  }
  return { names: names as never, definitions };
}
