import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services.ts';

/** Employees (ABP paths of document 2). */
export function employeeRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
