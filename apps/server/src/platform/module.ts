import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { Database } from './db/database.ts';
import type { RouteSet } from './http/mount.ts';
import type { PlatformServices } from './platform-services.ts';

/** What a module's factories receive: the database, the platform's services, and other modules. */
export interface ModuleSetup {
  db: Database;
  platform: PlatformServices;
  /**
   * One service of another module through the narrow interface the caller declares:
   * `use<Pick<TenantService, 'list'>>('tenancy', 'tenants')`. Its members are looked up when called, so
   * two modules may know each other whatever their order; the composition checks at start that the
   * module and its service exist.
   */
  use<T extends object>(module: string, service: string): T;
}

/**
 * A business module: its services (namespaced under its name: `services.organisation.jobTitles`), the
 * routes that receive them, its seed data and its background jobs. Listed once in `composition.ts`.
 */
export interface ServerModule<N extends string = string, S = unknown> {
  name: N;
  services: (setup: ModuleSetup) => S;
  /** Endpoint handlers (`mount(endpoints, handlers)`) and, rarely, a plain Fastify plugin (OIDC). */
  routes?: (
    services: S,
    setup: ModuleSetup,
  ) => Promise<Array<RouteSet | FastifyPluginAsyncZod>> | Array<RouteSet | FastifyPluginAsyncZod>;
  /**
   * Reference data the schema needs whatever the deployment (the ISO 4217 currency list): runs at every
   * start after the migrations, demo data or not, in module order; must be idempotent.
   */
  reference?: (setup: ModuleSetup) => Promise<void>;
  /** Demo data (SEED_DEMO): runs at start, in module order; must be idempotent (it checks before it creates). */
  seed?: (services: S, setup: ModuleSetup) => Promise<void>;
  /**
   * Demo data made from every module's demo data (payroll's run of last month reads contracts, time,
   * leave, discipline and finance): runs after all the `seed`s, in module order; idempotent as well.
   */
  seedAfterAll?: (services: S, setup: ModuleSetup) => Promise<void>;
  /**
   * Background work: queues, workers and cron schedules on pg-boss, set up once the server process has
   * started it (see main.ts; tests call a module's hook themselves). Each job runs once across processes.
   */
  jobs?: (services: S, boss: PgBoss) => Promise<void>;
}

export function defineModule<const N extends string, S>(module: ServerModule<N, S>): ServerModule<N, S> {
  return module;
}
