import type { ComponentType } from 'react';
import type { FeatureGate, Policy } from '../config/policy.ts';

interface MenuNodeBase {
  /**
   * Label key: in the `menu` namespace for the shell's groups ('HR'), in the module's own namespace for a
   * module's nodes ('payroll::Menu.SalaryRules').
   */
  label: string;
  order: number;
  icon?: ComponentType;
  /**
   * Any of these policies shows the node: the permission's name, from the contracts' light tables (`XPermissions`),
   * not from the page's endpoint (the shell would build every endpoint's schemas for its menu). The one the
   * page's main endpoint demands: menu-policies.test.ts proves it.
   */
  policy?: Policy;
  features?: readonly FeatureGate[];
  /** Only on the host side (no tenant). */
  hostOnly?: boolean;
  /** Only inside a tenant (self-service: the host has no employees, requests or tasks). */
  tenantOnly?: boolean;
  /** Only for users linked to an employee (EmployeeId claim). */
  requiresEmployee?: boolean;
}

export interface MenuGroup extends MenuNodeBase {
  key: string;
  children: readonly MenuNode[];
  /** The breadcrumb skips this node (Administration). */
  hideInBreadcrumb?: boolean;
}

export interface MenuItem extends MenuNodeBase {
  /** The entry's key: a module's route names it (`menu`) to become the entry's page. */
  key: string;
  /** Shown to signed-out visitors too (home). */
  anonymous?: boolean;
}

export type MenuNode = MenuGroup | MenuItem;

export function isMenuGroup(node: MenuNode): node is MenuGroup {
  return 'children' in node;
}

/** The shell's own entry: the home page (the shell registers its route). */
export const homeMenuKey = 'home';

/**
 * The shell's top-level groups, which several modules fill (app/menu/menu-tree.ts declares them). A module
 * names one as the `parent` of its nodes; it may also declare groups of its own, at the top or inside these.
 */
export const MenuGroups = {
  SelfService: 'self-service',
  HR: 'hr',
  Settings: 'settings',
  Payroll: 'payroll-management',
  Finance: 'finance',
  Administration: 'administration',
} as const;

/** The employee's own pages: a user who sees nothing else in the menu only serves herself (home page). */
export const selfServiceGroupKey = MenuGroups.SelfService;
