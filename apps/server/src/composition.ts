import { auditModule } from './modules/audit/index.ts';
import { custodyModule } from './modules/custody/index.ts';
import { dashboardModule } from './modules/dashboard/index.ts';
import { disciplineModule } from './modules/discipline/index.ts';
import { documentsModule } from './modules/documents/index.ts';
import { employeesModule } from './modules/employees/index.ts';
import { employmentModule } from './modules/employment/index.ts';
import { extensionsModule } from './modules/extensions/index.ts';
import { financeModule } from './modules/finance/index.ts';
import { identityModule } from './modules/identity/index.ts';
import { currentRoleNames } from './modules/identity/user.service.ts';
import { leaveModule } from './modules/leave/index.ts';
import { organisationModule } from './modules/organisation/index.ts';
import { payrollModule } from './modules/payroll/index.ts';
import { requestsModule } from './modules/requests/index.ts';
import { tenancyModule } from './modules/tenancy/index.ts';
import { currentTenantJson } from './modules/tenancy/tenant.service.ts';
import { timeModule } from './modules/time/index.ts';
import { workspaceModule } from './modules/workspace/index.ts';
import type { Database } from './platform/db/database.ts';
import type { ModuleApis, ModuleHooks, ModuleSetup, ServerModule } from './platform/module.ts';
import { createPlatformServices, type PlatformConfig } from './platform/platform-services.ts';

/**
 * Every business module: adding a module means adding it here and nowhere else in the server. The
 * composition does not depend on the order (every module's services are built before any API or hook
 * contribution is collected, and a module reaches another's API lazily); the list's order is the order of
 * the seeds and jobs. Tenancy first: it makes the demo tenant, which identity's demo roles and users go
 * into. Organisation and extensions before employees (job titles; the demo extra fields the demo employees
 * fill), employees before requests (notifications name people); contracts after payroll (a demo contract is
 * an employee's, on a payroll salary structure); time (PINs name employees, punches need contracts); leave
 * (every demo employee gets this year's allocations); discipline (demo penalties and rewards of employees);
 * custody (demo items held by employees).
 */
export const serverModules = [
  tenancyModule,
  identityModule,
  organisationModule,
  extensionsModule,
  employeesModule,
  requestsModule,
  payrollModule,
  employmentModule,
  timeModule,
  leaveModule,
  disciplineModule,
  custodyModule,
  // After employees, extensions, contracts and custody: the demo papers that expire soon.
  documentsModule,
  financeModule,
  workspaceModule,
  dashboardModule,
  auditModule,
] as const;

type Modules = (typeof serverModules)[number];
/** Each module's services under its name: `services.organisation.jobTitles`. */
export type ModuleServices = { [M in Modules as M['name']]: ReturnType<M['services']> };
export type AppServices = ModuleServices & { platform: ReturnType<typeof createPlatformServices> };

/** Every API a `public.ts` declares is a listed module's (the module's own `exports` gives it). */
type Unlisted = Exclude<keyof ModuleApis, Modules['name']>;
const everyApiListed: [Unlisted] extends [never] ? true : { unlistedModule: Unlisted } = true;
void everyApiListed;

export interface Composition {
  services: AppServices;
  setup: ModuleSetup;
}

/** Builds the platform's services, then the modules' (`buildModules`). */
export function compose(db: Database, config: PlatformConfig): Composition {
  // Permission checks read the user's roles and tenant through identity's and tenancy's queries (the
  // platform knows no module).
  const platform = createPlatformServices(db, config, {
    currentRoles: currentRoleNames,
    currentTenant: currentTenantJson,
  });
  const { built, setup } = buildModules(serverModules as readonly ServerModule[], { db, platform });
  return { services: { platform, ...Object.fromEntries(built) } as AppServices, setup };
}

/**
 * Builds every module's services, then collects the modules' APIs (`exports`) and their contributions to
 * hook points (`contributes`), so the order of the modules does not matter. A module reaches another's API
 * through `setup.modules.<m>.<service>`, whose members are looked up when called: reading one while the
 * services are being built throws, and every module and service reached then is checked to exist once all
 * are built. A contribution to a hook point that no module read while building is refused.
 */
export function buildModules(
  modules: readonly ServerModule[],
  base: Pick<ModuleSetup, 'db' | 'platform'>,
): { built: Map<string, unknown>; setup: ModuleSetup } {
  const built = new Map<string, unknown>();
  const apis = new Map<string, Record<string, unknown>>();
  let ready = false;
  const reached: Array<[string, string]> = [];

  const serviceOf = (module: string, service: string) => {
    const api = apis.get(module);
    const found = api && Object.hasOwn(api, service) ? api[service] : undefined;
    if (!found || typeof found !== 'object')
      throw new Error(`A module uses ${module}.${service}, which no module exports`);
    return found as Record<string | symbol, unknown>;
  };
  /** One service of another module, its members looked up when used (after the build). */
  const lazyService = (module: string, service: string) =>
    new Proxy({} as Record<string | symbol, unknown>, {
      get(_, member) {
        if (!ready) {
          // A promise's resolution asks for `then`; nothing else may be read before the build is done.
          if (typeof member === 'symbol' || member === 'then') return undefined;
          throw new Error(
            `${module}.${service}.${member} is read while the modules are being built: read it when it is called`,
          );
        }
        return serviceOf(module, service)[member];
      },
    });
  const lazyServices = new Map<string, object>();
  const moduleApis = new Proxy({} as ModuleApis, {
    get(_, module) {
      if (typeof module !== 'string') return undefined;
      return new Proxy({} as Record<string, unknown>, {
        get(_, service) {
          if (typeof service !== 'string') return undefined;
          // Once built, the service itself (app.ts, the seeds); before, a stand-in checked at the end.
          if (ready) return serviceOf(module, service);
          reached.push([module, service]);
          const key = `${module}.${service}`;
          const lazy = lazyServices.get(key) ?? lazyService(module, service);
          lazyServices.set(key, lazy);
          return lazy;
        },
      });
    },
  });

  const hookLists = new Map<string, unknown[]>();
  const hookList = (point: string) => {
    const list = hookLists.get(point) ?? [];
    hookLists.set(point, list);
    return list;
  };
  const setup: ModuleSetup = {
    ...base,
    modules: moduleApis,
    hooks: <K extends keyof ModuleHooks>(point: K) => hookList(point) as readonly ModuleHooks[K][],
  };

  for (const module of modules) built.set(module.name, module.services(setup));
  for (const module of modules) {
    const api = module.exports?.(built.get(module.name));
    if (api) apis.set(module.name, api as Record<string, unknown>);
  }
  const offered = new Set(hookLists.keys());
  for (const module of modules)
    for (const [point, items] of Object.entries(module.contributes?.(built.get(module.name)) ?? {})) {
      if (!offered.has(point))
        throw new Error(`${module.name} contributes to the hook point ${point}, which no module reads`);
      hookList(point).push(...(items as unknown[]));
    }
  for (const [module, service] of reached) serviceOf(module, service);
  ready = true;
  return { built, setup };
}
