import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type PgBoss from 'pg-boss';
import type { AppServices } from './services.ts';

/** What a business module gives the app: its routes and its seed data. Listed once in app.ts. */
export interface AppModule {
  name: string;
  routes: (services: AppServices) => FastifyPluginAsyncZod;
  /** Runs at start, in module order; must be idempotent (it checks before it creates). */
  seed?: (services: AppServices) => Promise<void>;
  /**
   * Background work: queues, workers and cron schedules on pg-boss, set up once the server process has
   * started it (see main.ts; tests call a module's hook themselves). Each job runs once across processes.
   */
  jobs?: (services: AppServices, boss: PgBoss) => Promise<void>;
}
