import type { FastifyInstance } from 'fastify';
import { accessPolicies, type RouteAccess } from '../context.ts';

/** How the documentation names a route's access: public, signed in, or the policies (any one will do). */
export function describeRouteAccess(access: RouteAccess): string {
  if (access === 'public') return 'public';
  if (access === 'authenticated') return 'signed in';
  return accessPolicies(access).join(' or ');
}

/**
 * Every documented operation says what it needs, so an API client can read it in OpenAPI: the
 * description starts with `Access: ...` and the extension `x-access` holds the same value; public
 * operations need no bearer token.
 */
export function documentAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access || !route.schema || route.schema.hide) return;
    const text = describeRouteAccess(access);
    const schema = route.schema as Record<string, unknown>;
    const own = typeof schema.description === 'string' ? `\n\n${schema.description}` : '';
    route.schema = {
      ...route.schema,
      description: `Access: ${text}${own}`,
      'x-access': text,
      ...(access === 'public' ? { security: [] } : {}),
    } as typeof route.schema;
  });
}
