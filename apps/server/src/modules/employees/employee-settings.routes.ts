import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppServices } from '../../platform/services.ts';

/** Attachment types, attachments and extra field definitions. */
export function employeeSettingsRoutes(_services: AppServices): FastifyPluginAsyncZod {
  return async () => {};
}
