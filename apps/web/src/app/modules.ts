import { collectInvalidationRules, type InvalidationRules } from './invalidation.ts';
import { homeMenuKey } from './menu/menu-node.ts';
import {
  type HomeCard,
  type HomeDashboard,
  isWebModule,
  type ModuleRoute,
  type ProfileTab,
  type TopBarItem,
  type WebModule,
} from './module.ts';

/**
 * Every `modules/<m>/index.ts`, each exporting its module (`defineModule`): a module is found, not listed
 * (its menu entries likewise, app/menu/menu-tree.ts). Eager: the routes are needed before the first render;
 * the pages themselves load on demand.
 */
const indexFiles = import.meta.glob<Record<string, unknown>>('../modules/*/index.ts', { eager: true });

/** Every web module of the product, in the order of their folders' names. */
export const webModules: readonly WebModule[] = Object.keys(indexFiles)
  .sort()
  .map((path) => {
    const found = Object.values(indexFiles[path] ?? {}).filter(isWebModule);
    if (found.length !== 1)
      throw new Error(`${path} must export one web module (defineModule), not ${found.length}`);
    return found[0] as WebModule;
  });

export const moduleRoutes: readonly ModuleRoute[] = webModules.flatMap((m) => m.routes);

/** Menu entry key -> absolute path of the page registered for it. The shell registers home itself. */
export const menuRoutes: ReadonlyMap<string, string> = new Map([
  [homeMenuKey, '/'],
  ...moduleRoutes.flatMap((r) => (r.menu ? [[r.menu, `/${r.path}`] as const] : [])),
]);

export const topBarItems: readonly TopBarItem[] = webModules
  .flatMap((m) => m.topBarItems ?? [])
  .sort((a, b) => a.order - b.order);

export const homeCards: readonly HomeCard[] = webModules
  .flatMap((m) => m.homeCards ?? [])
  .sort((a, b) => a.order - b.order);

/** The employee profile's tabs, from every module, in their order (`ProfileTabOrder`). */
export const profileTabs: readonly ProfileTab[] = webModules
  .flatMap((m) => m.profileTabs ?? [])
  .sort((a, b) => a.order - b.order);

export const homeDashboards: readonly HomeDashboard[] = webModules
  .flatMap((m) => m.homeDashboards ?? [])
  .sort((a, b) => a.order - b.order);

/** The modules' declared dependencies between cached data (see `invalidateAfterChange`). */
export const invalidationRules: InvalidationRules = collectInvalidationRules(webModules);

/** Whether some module serves this path (e.g. 'account/manage'), for links to pages that come later. */
export function hasRoute(path: string): boolean {
  return moduleRoutes.some((r) => r.path === path);
}
