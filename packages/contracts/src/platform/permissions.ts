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
