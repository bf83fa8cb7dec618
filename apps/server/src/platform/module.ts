import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from './services.ts';

/** What a business module gives the app: its routes and its seed data. Listed once in app.ts. */
export interface AppModule {
  name: string;
  routes: (services: AppServices) => FastifyPluginAsyncZod;
  /** Runs at start, in module order; must be idempotent (it checks before it creates). */
  seed?: (services: AppServices) => Promise<void>;
}
