import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { Database } from './db/database.ts';
import type { RouteSet } from './http/mount.ts';
import type { PlatformServices } from './platform-services.ts';

/**
 * What each module lets the others use, by module name: filled by declaration merging from each module's
 * `public.ts` (`declare module '../../platform/module.ts' { interface ModuleApis { employees: EmployeesApi } }`),
 * narrow: only the members other modules call. The module provides it with `exports`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each module's public.ts.
export interface ModuleApis {}

/**
 * The hook points modules offer, by name, with the type of one contribution: filled by declaration merging
 * from the offering module's `public.ts` (`goTaskKinds`: requests decides the tasks of other modules' request
 * kinds). The offering module reads the list with `setup.hooks(point)`; the others contribute with
 * `contributes`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging from each module's public.ts.
export interface ModuleHooks {}

/** What a module contributes to the hook points of the others (and its own). */
export type HookContributions = { [K in keyof ModuleHooks]?: ModuleHooks[K][] };

/** What a module's factories receive: the database, the platform's services, and other modules. */
export interface ModuleSetup {
  db: Database;
  platform: PlatformServices;
  /**
   * Every module's API (its `public.ts`): `modules.employees.employees.find(ctx, id)`. Resolved lazily: a
   * service's members are looked up when they are called, so two modules may know each other whatever
   * their order; reading a member while the modules are being built throws. The composition checks at
   * start that every module and service reached exists.
   */
  modules: ModuleApis;
  /**
   * The contributions of every module to one of the hook points this module offers: a live list, filled
   * once every module's services are built and complete before any request is served (so read it when
   * it is used, not while building).
   */
  hooks<K extends keyof ModuleHooks>(point: K): readonly ModuleHooks[K][];
}

/** The parts of a module that do not depend on whether it has an API. */
export interface ModuleParts<N extends string, S> {
  name: N;
  services: (setup: ModuleSetup) => S;
  /**
   * Its contributions to hook points (`ModuleHooks`), from its own services: collected once every module's
   * services are built, whatever the order of the modules.
   */
  contributes?: (services: S) => HookContributions;
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

/**
 * A module's API from its own services (`ModuleApis[name]`): required when its `public.ts` declares one,
 * absent otherwise. For a module of unknown name (the platform's view of the list), any.
 */
export type ModuleExports<N extends string, S> = string extends N
  ? { exports?(services: S): unknown }
  : N extends keyof ModuleApis
    ? { exports(services: S): ModuleApis[N] }
    : { exports?: never };

/**
 * A business module: its services (namespaced under its name: `services.organisation.jobTitles`), what it
 * lets other modules use (`exports`, typed by its `public.ts`) and what it contributes to their hooks, the
 * routes that receive its services, its seed data and its background jobs. Listed once in `composition.ts`.
 */
export type ServerModule<N extends string = string, S = unknown> = ModuleParts<N, S> & ModuleExports<N, S>;

export function defineModule<const N extends string, S>(module: ServerModule<N, S>): ServerModule<N, S> {
  return module;
}
