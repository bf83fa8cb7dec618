import { custodyModule } from '../modules/custody/index.ts';
import { disciplineModule } from '../modules/discipline/index.ts';
import { employeesModule } from '../modules/employees/index.ts';
import { employmentModule } from '../modules/employment/index.ts';
import { extensionsModule } from '../modules/extensions/index.ts';
import { financeModule } from '../modules/finance/index.ts';
import { identityModule } from '../modules/identity/index.ts';
import { leaveModule } from '../modules/leave/index.ts';
import { organisationModule } from '../modules/organisation/index.ts';
import { payrollModule } from '../modules/payroll/index.ts';
import { requestsModule } from '../modules/requests/index.ts';
import { tenancyModule } from '../modules/tenancy/index.ts';
import { timeModule } from '../modules/time/index.ts';
import { collectInvalidationRules, type InvalidationRules } from './invalidation.ts';
import { MenuKeys } from './menu/menu-keys.ts';
import type { HomeCard, ModuleRoute, TopBarItem, WebModule } from './module.ts';

/** Every web module of the product; adding a module means adding it here once. */
export const webModules: readonly WebModule[] = [
  identityModule,
  tenancyModule,
  organisationModule,
  extensionsModule,
  employeesModule,
  employmentModule,
  timeModule,
  leaveModule,
  custodyModule,
  disciplineModule,
  requestsModule,
  payrollModule,
  financeModule,
];

export const moduleRoutes: readonly ModuleRoute[] = webModules.flatMap((m) => m.routes);

/** Menu entry key -> absolute path of the page registered for it. The shell registers home itself. */
export const menuRoutes: ReadonlyMap<string, string> = new Map([
  [MenuKeys.Home, '/'],
  ...moduleRoutes.flatMap((r) => (r.menu ? [[r.menu, `/${r.path}`] as const] : [])),
]);

export const topBarItems: readonly TopBarItem[] = webModules
  .flatMap((m) => m.topBarItems ?? [])
  .sort((a, b) => a.order - b.order);

export const homeCards: readonly HomeCard[] = webModules
  .flatMap((m) => m.homeCards ?? [])
  .sort((a, b) => a.order - b.order);

/** The modules' declared dependencies between cached data (see `invalidateAfterChange`). */
export const invalidationRules: InvalidationRules = collectInvalidationRules(webModules);

/** Whether some module serves this path (e.g. 'account/manage'), for links to pages that come later. */
export function hasRoute(path: string): boolean {
  return moduleRoutes.some((r) => r.path === path);
}
