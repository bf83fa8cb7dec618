import type { PermissionGrantInfoDto, ProviderInfoDto, UpdatePermissionDto } from '@hr/contracts';

/** What the dialog edits: the grants of the entity itself, and those it holds through others (its roles). */
export interface GrantState {
  /** Granted to the entity itself: these the dialog changes. */
  own: ReadonlySet<string>;
  /** Granted through another provider (a user's role): shown checked, not changeable here. */
  inherited: ReadonlySet<string>;
}

type Permission = Pick<PermissionGrantInfoDto, 'name' | 'parentName' | 'grantedProviders'>;

const isSelf = (g: ProviderInfoDto, self: ProviderInfoDto) =>
  g.providerName === self.providerName && g.providerKey === self.providerKey;

export function initialGrants(permissions: readonly Permission[], self: ProviderInfoDto): GrantState {
  const own = new Set<string>();
  const inherited = new Set<string>();
  for (const p of permissions) {
    if (p.grantedProviders.some((g) => isSelf(g, self))) own.add(p.name);
    if (p.grantedProviders.some((g) => !isSelf(g, self))) inherited.add(p.name);
  }
  return { own, inherited };
}

export const isChecked = (state: GrantState, name: string) =>
  state.own.has(name) || state.inherited.has(name);

function ancestors(permissions: readonly Permission[], name: string): string[] {
  const byName = new Map(permissions.map((p) => [p.name, p]));
  const out: string[] = [];
  let parent = byName.get(name)?.parentName ?? null;
  while (parent && !out.includes(parent)) {
    out.push(parent);
    parent = byName.get(parent)?.parentName ?? null;
  }
  return out;
}

function descendants(permissions: readonly Permission[], name: string): string[] {
  const out: string[] = [];
  const queue = [name];
  while (queue.length) {
    const current = queue.shift()!;
    for (const p of permissions) {
      if (p.parentName === current && !out.includes(p.name)) {
        out.push(p.name);
        queue.push(p.name);
      }
    }
  }
  return out;
}

/**
 * Checks or unchecks one permission as ABP does: checking also checks its parents (a child means nothing
 * without them), unchecking also unchecks its children. Inherited grants stay as they are.
 */
export function toggle(
  permissions: readonly Permission[],
  state: GrantState,
  name: string,
  checked: boolean,
): GrantState {
  if (state.inherited.has(name) && !state.own.has(name)) return state;
  const own = new Set(state.own);
  if (checked) {
    for (const n of [name, ...ancestors(permissions, name)]) if (!state.inherited.has(n)) own.add(n);
  } else {
    for (const n of [name, ...descendants(permissions, name)]) own.delete(n);
  }
  return { ...state, own };
}

/** Checks or unchecks every given permission (a group, or all of them). */
export function setAll(permissions: readonly Permission[], state: GrantState, checked: boolean): GrantState {
  const own = new Set(state.own);
  for (const p of permissions) {
    if (checked && !state.inherited.has(p.name)) own.add(p.name);
    if (!checked) own.delete(p.name);
  }
  return { ...state, own };
}

/** 'all', 'some' or 'none' of the given permissions are checked: the "select all" box's state. */
export function coverage(permissions: readonly Permission[], state: GrantState): 'all' | 'some' | 'none' {
  const n = permissions.filter((p) => isChecked(state, p.name)).length;
  if (n === 0) return 'none';
  return n === permissions.length ? 'all' : 'some';
}

/** Only what changed from the loaded state: what the dialog saves. */
export function changedGrants(initial: GrantState, current: GrantState): UpdatePermissionDto[] {
  const out: UpdatePermissionDto[] = [];
  for (const name of current.own) if (!initial.own.has(name)) out.push({ name, isGranted: true });
  for (const name of initial.own) if (!current.own.has(name)) out.push({ name, isGranted: false });
  return out;
}
