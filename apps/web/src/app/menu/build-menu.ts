import type { ApplicationConfiguration } from '@hr/contracts';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';
import { type AccessRequirements, checkAccess, noRequirements } from './access.ts';
import { homeMenuKey, isMenuGroup, type MenuNode, selfServiceGroupKey } from './menu-node.ts';

export interface VisibleMenuNode {
  key: string;
  label: string;
  icon?: ComponentType;
  /** Set on entries (absolute path), absent on groups. */
  path?: string;
  children?: VisibleMenuNode[];
}

function merge(parent: AccessRequirements, node: MenuNode): AccessRequirements {
  return {
    anonymous: !isMenuGroup(node) && node.anonymous === true,
    policies: node.policy ? [...parent.policies, node.policy] : parent.policies,
    features: node.features ? [...parent.features, ...node.features] : parent.features,
    hostOnly: parent.hostOnly || node.hostOnly === true,
    tenantOnly: parent.tenantOnly || node.tenantOnly === true,
    requiresEmployee: parent.requiresEmployee || node.requiresEmployee === true,
  };
}

/** The nodes from the root to the node with the key (both included), or undefined. */
export function findMenuPath(tree: readonly MenuNode[], key: string): MenuNode[] | undefined {
  for (const node of tree) {
    if (node.key === key) return [node];
    if (isMenuGroup(node)) {
      const below = findMenuPath(node.children, key);
      if (below) return [node, ...below];
    }
  }
  return undefined;
}

/** What a menu entry requires, its groups' requirements included. */
export function requirementsOf(tree: readonly MenuNode[], key: string): AccessRequirements {
  const path = findMenuPath(tree, key);
  if (!path) throw new Error(`Menu entry ${key} is not in the menu tree`);
  return path.reduce(merge, noRequirements);
}

/**
 * Whether the user may open the page of a menu entry: a module registered it and its requirements (its
 * groups' included) hold; the menu shows exactly these entries.
 */
export function canOpen(
  tree: readonly MenuNode[],
  routes: ReadonlyMap<string, string>,
  key: string,
  config: ApplicationConfiguration,
): boolean {
  if (!routes.has(key) || !findMenuPath(tree, key)) return false;
  return checkAccess(requirementsOf(tree, key), config) === 'granted';
}

/**
 * The menu the user sees: entries with a registered route whose requirements hold, sorted by order,
 * without empty groups.
 */
export function buildVisibleMenu(
  tree: readonly MenuNode[],
  routes: ReadonlyMap<string, string>,
  config: ApplicationConfiguration,
  parent: AccessRequirements = noRequirements,
): VisibleMenuNode[] {
  const visible: VisibleMenuNode[] = [];
  for (const node of [...tree].sort((a, b) => a.order - b.order)) {
    const requirements = merge(parent, node);
    if (isMenuGroup(node)) {
      const children = buildVisibleMenu(node.children, routes, config, requirements);
      if (children.length > 0) visible.push({ key: node.key, label: node.label, icon: node.icon, children });
      continue;
    }
    const path = routes.get(node.key);
    if (path === undefined || checkAccess(requirements, config) !== 'granted') continue;
    visible.push({ key: node.key, label: node.label, icon: node.icon, path });
  }
  return visible;
}

/**
 * Whether the visible menu offers anything beyond the home page and the employee's own pages (HR,
 * payroll, finance, settings, administration): the home page greets such a user as one who runs the
 * organisation, the others as employees serving themselves.
 */
export function offersManagement(visible: readonly VisibleMenuNode[]): boolean {
  return visible.some((node) => node.key !== homeMenuKey && node.key !== selfServiceGroupKey);
}

/** The registered entry whose path is the longest prefix (by segments) of the location. */
export function matchMenuKey(routes: ReadonlyMap<string, string>, pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  let best: { key: string; length: number } | undefined;
  for (const [key, path] of routes) {
    const own = path.split('/').filter(Boolean);
    if (own.length > segments.length || own.some((s, i) => s !== segments[i])) continue;
    if (own.length === 0 && segments.length > 0) continue;
    if (!best || own.length > best.length) best = { key, length: own.length };
  }
  return best?.key;
}

/** A step of the breadcrumb after the home icon: its label (a translation key) and, unless a group, its page. */
export interface BreadcrumbStep {
  key: string;
  label: string;
  path?: string;
}

/**
 * The breadcrumb's steps after the home icon: the menu path of the page's entry without the nodes hidden
 * from it (the Administration group) or, for a page no menu entry leads to (My account, the notifications
 * the bell opens), the `title` its route gives itself. `titled` holds those routes' paths (full, without the
 * leading slash; React Router's `matchPath` reads their `:param` segments) and titles.
 */
export function breadcrumbSteps(
  tree: readonly MenuNode[],
  routes: ReadonlyMap<string, string>,
  titled: readonly { path: string; title?: string }[],
  pathname: string,
): BreadcrumbStep[] {
  const key = matchMenuKey(routes, pathname);
  if (key)
    return (findMenuPath(tree, key) ?? [])
      .filter((node) => !(isMenuGroup(node) && node.hideInBreadcrumb) && node.key !== homeMenuKey)
      .map((node) => ({ key: node.key, label: node.label, path: routes.get(node.key) }));
  const page = titled.find((route) => route.title && matchPath(`/${route.path}`, pathname));
  return page?.title ? [{ key: page.path, label: page.title }] : [];
}
