import type { LanguageCode } from '@hr/contracts';
import type { TenantScope } from './db/database.ts';
import { AppError } from './errors.ts';

/** Who is asking, for which tenant, in which language: passed explicitly to every service call. */
export interface RequestContext extends TenantScope {
  tenantId: string | null;
  tenantName: string | null;
  userId: string | null;
  userName: string | null;
  roles: string[];
  employeeId: string | null;
  /** The grant of the access token the request came with (its `gid`), when it names one. */
  grantId?: string | null;
  /** The OAuth client of the access token (`client_id`), for the entity change log. */
  clientId?: string | null;
  language: LanguageCode;
  now: () => Date;
  /** Where the request came from (the security log records it); absent outside a request. */
  origin?: RequestOrigin;
}

/** The client, address, browser and request id of a request. */
export interface RequestOrigin {
  clientId: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
}

export function systemContext(
  tenantId: string | null,
  overrides: Partial<RequestContext> = {},
): RequestContext {
  return {
    tenantId,
    tenantName: null,
    userId: null,
    userName: null,
    roles: [],
    employeeId: null,
    language: 'en',
    now: () => new Date(),
    ...overrides,
  };
}

/**
 * The tenant of a call that only makes sense inside a tenant (organisation, employees, their
 * settings): the host has none of that data, so it is refused.
 */
export function tenantOf(ctx: Pick<RequestContext, 'tenantId'>): string {
  if (!ctx.tenantId) throw new AppError('Platform:Forbidden');
  return ctx.tenantId;
}

/**
 * How a route is protected: a policy, any one of several policies, any signed-in user, or public. Every
 * route declares one.
 */
export type RouteAccess = { policy: string } | { anyPolicy: readonly string[] } | 'authenticated' | 'public';

export const requirePolicy = (policy: string): RouteAccess => ({ policy });
/** The caller needs at least one of the policies (an employee's attachment: create or update employees). */
export const requireAnyPolicy = (...policies: [string, ...string[]]): RouteAccess => ({
  anyPolicy: policies,
});

/** The policies a route's access names; the caller needs one of them (none for public and signed-in). */
export function accessPolicies(access: RouteAccess): readonly string[] {
  if (typeof access !== 'object') return [];
  return 'policy' in access ? [access.policy] : access.anyPolicy;
}
export const authenticated: RouteAccess = 'authenticated';
export const publicAccess: RouteAccess = 'public';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
