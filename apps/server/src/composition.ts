import { custodyModule } from './modules/custody/index.ts';
import { disciplineModule } from './modules/discipline/index.ts';
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
import type { Database } from './platform/db/database.ts';
import type { ModuleSetup } from './platform/module.ts';
import { createPlatformServices, type PlatformConfig } from './platform/platform-services.ts';

/**
 * Every business module, in seed order: adding a module means adding it here and nowhere else in the
 * server. Tenancy first: it makes the demo tenant, which identity's demo roles and users go into.
 * Organisation and extensions before employees (job titles; the demo extra fields the demo employees fill),
 * employees before requests (notifications name people); contracts after payroll (a demo contract is an
 * employee's, on a payroll salary structure); time (PINs name employees, punches need contracts); leave
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
  financeModule,
] as const;

type Modules = (typeof serverModules)[number];
/** Each module's services under its name: `services.organisation.jobTitles`. */
export type ModuleServices = { [M in Modules as M['name']]: ReturnType<M['services']> };
export type AppServices = ModuleServices & { platform: ReturnType<typeof createPlatformServices> };

export interface Composition {
  services: AppServices;
  setup: ModuleSetup;
}

/** Builds the platform's services, then each module's, in list order. */
export function compose(db: Database, config: PlatformConfig): Composition {
  // Permission checks read the user's roles and tenant through identity's and tenancy's queries (the
  // platform knows no module).
  const platform = createPlatformServices(db, config, {
    currentRoles: currentRoleNames,
    currentTenant: currentTenantJson,
  });
  const built = new Map<string, unknown>();
  const wanted: Array<[string, string]> = [];
  const setup: ModuleSetup = {
    db,
    platform,
    use<T extends object>(module: string, service: string): T {
      wanted.push([module, service]);
      return new Proxy({} as T, {
        get(_, member) {
          const services = built.get(module) as Record<string, Record<string | symbol, unknown>> | undefined;
          return services?.[service]?.[member];
        },
      });
    },
  };
  for (const module of serverModules) built.set(module.name, module.services(setup));
  for (const [module, service] of wanted) {
    const services = built.get(module) as Record<string, unknown> | undefined;
    if (!services?.[service]) throw new Error(`A module uses ${module}.${service}, which does not exist`);
  }
  return { services: { platform, ...Object.fromEntries(built) } as AppServices, setup };
}
