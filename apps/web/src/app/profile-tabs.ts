import type { ApplicationConfiguration } from '@hr/contracts';
import { canOpen } from './menu/build-menu.ts';
import { menuTree } from './menu/menu-tree.ts';
import type { ProfileTab } from './module.ts';
import { menuRoutes, profileTabs } from './modules.ts';
import type { RouteQuery } from './route-prefetch.ts';

/**
 * The employee profile's tabs a user sees, in their order: HR's view shows a tab to who may open one of its
 * `menu` entries, the employee's own profile to who may open one of its `selfMenu` entries. The profile page,
 * its routes' prefetch (the first tab's queries) and the idle preload (the tabs' code) read the same.
 */
export function shownProfileTabs(config: ApplicationConfiguration, self: boolean): readonly ProfileTab[] {
  return profileTabs.filter((tab) =>
    (self ? (tab.selfMenu ?? []) : tab.menu).some((key) => canOpen(menuTree, menuRoutes, key, config)),
  );
}

/** The queries of the first tab the profile shows (it opens on it): what its route starts with the move. */
export function firstProfileTabQueries(
  config: ApplicationConfiguration,
  employeeId: string,
  self: boolean,
): readonly RouteQuery[] {
  return shownProfileTabs(config, self)[0]?.prefetch?.(employeeId, self) ?? [];
}
