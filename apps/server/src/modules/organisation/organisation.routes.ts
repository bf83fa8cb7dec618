import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services.ts';

/** Departments and job titles (ABP paths of documents 1 and 2). */
export function organisationRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
