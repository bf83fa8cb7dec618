import { pickLanguage } from '@hr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessPolicies, type RouteAccess } from '../context.ts';
import { AppError } from '../errors.ts';
import type { PlatformServices } from '../platform-services.ts';

/** What the request context needs of the tenancy module: a tenant by id or name. */
export interface TenantResolver {
  resolve(key: string): Promise<{ id: string; name: string; isActive: boolean } | undefined>;
}

export type RequestContextDeps = Pick<PlatformServices, 'tokens' | 'permissions'> & {
  tenants: TenantResolver;
};

/** What every route declared, for the route-inventory test. */
export interface RouteRecord {
  method: string;
  url: string;
  readonly access: RouteAccess | undefined;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

/**
 * Builds `request.ctx` (language, user from the access token, tenant from the token or the __tenant
 * header) and enforces each route's declared access. A route that declares nothing is refused.
 */
export function registerRequestContext(app: FastifyInstance, services: RequestContextDeps): RouteRecord[] {
  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      // Read when asked: a plugin's own onRoute hook (swagger, static) may declare access after this one.
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  app.decorateRequest('ctx', null as never);
  app.addHook('onRequest', async (request) => {
    const language = pickLanguage(request.headers['accept-language']);
    request.ctx = {
      tenantId: null,
      tenantName: null,
      userId: null,
      userName: null,
      roles: [],
      employeeId: null,
      language,
      now: () => new Date(),
    };
    const token = bearer(request);
    const verified = token ? await services.tokens.verify(token) : undefined;
    const header = request.headers.__tenant;
    const tenantKey = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;

    // With a token, the caller's grants and tenant are read in one statement (the token names both); the
    // read is kept per request context, so the access check below gets this one.
    let state: ReturnType<typeof services.permissions.state> | undefined;
    if (verified) {
      Object.assign(request.ctx, { tenantId: verified.tenantId, userId: verified.userId });
      state = services.permissions.state(request.ctx);
      state.catch(() => {}); // awaited below, unless refused first
    }
    const fromHeader = tenantKey ? await services.tenants.resolve(tenantKey) : undefined;
    if (verified) {
      // The token decides the tenant; a header may only repeat it.
      if (tenantKey && (fromHeader?.id ?? null) !== verified.tenantId)
        throw new AppError('Tenancy:TenantMismatch');
      let tenant: { id: string; name: string; isActive: boolean } | undefined;
      if (verified.tenantId) {
        // Read with the grants (null: no such tenant, or deleted); undefined when the read did not run.
        const read = fromHeader ?? (await state)?.tenant;
        if (read === null) throw new AppError('Tenancy:TenantNotFound', { tenant: verified.tenantId });
        tenant = read ?? (await services.tenants.resolve(verified.tenantId));
      }
      if (tenant && !tenant.isActive) throw new AppError('Tenancy:TenantNotActive', { tenant: tenant.name });
      Object.assign(request.ctx, {
        tenantId: tenant?.id ?? null,
        tenantName: tenant?.name ?? null,
        userId: verified.userId,
        userName: verified.userName,
        roles: verified.roles,
        employeeId: verified.employeeId,
      });
    } else if (fromHeader) {
      if (!fromHeader.isActive) throw new AppError('Tenancy:TenantNotActive', { tenant: fromHeader.name });
      Object.assign(request.ctx, { tenantId: fromHeader.id, tenantName: fromHeader.name });
    }
  });

  // Access is checked as soon as the caller is known, before the body is read or validated: a refused
  // request gets 401/403 whatever its body, and its body is never parsed.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const { ctx } = request;
    if (ctx.userId) {
      // A token of a user deleted or deactivated since it was issued counts for nothing, everywhere.
      const { active } = await services.permissions.state(ctx);
      if (!active) Object.assign(ctx, { userId: null, userName: null, roles: [], employeeId: null });
    }
    if (access === 'public' || request.is404) return;
    if (!access) {
      request.log.error({ url: request.routeOptions.url }, 'route declares no access: refused');
      throw new AppError('Platform:Forbidden');
    }
    if (!ctx.userId) throw new AppError('Platform:Unauthorized');
    if (access === 'authenticated') return;
    const granted = await services.permissions.granted(ctx);
    if (!accessPolicies(access).some((policy) => granted.has(policy)))
      throw new AppError('Platform:Forbidden');
  });

  return routes;
}
