import { pickLanguage } from '@hr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerState } from '../auth/bearer.ts';
import { isRevoked } from '../auth/revocations.ts';
import { accessPolicies, type RequestOrigin, type RouteAccess } from '../context.ts';
import { type AuditActor, auditActor, withActorAndCheck } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { PlatformServices } from '../platform-services.ts';

/** What the request context needs of the tenancy module: a tenant by id or name. */
export interface TenantResolver {
  resolve(key: string): Promise<{ id: string; name: string; isActive: boolean } | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a route's handler as `actor` (the entity change log's) under its caller's pending access check
     * (see `registerRequestContext`).
     */
    runChecked<T>(request: FastifyRequest, actor: AuditActor, run: () => Promise<T> | T): Promise<T>;
  }
  interface FastifyContextConfig {
    /** A read answering JSON: its caller's kept state may be used before the stamp is read. */
    deferAccessStamp?: boolean;
  }
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

/** The request's origin for the security log: address, browser (bounded), request id. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const agent = request.headers['user-agent'];
  return {
    clientId: null,
    ip: request.ip?.slice(0, 64) ?? null,
    userAgent: typeof agent === 'string' && agent ? agent.slice(0, 512) : null,
    requestId: String(request.id).slice(0, 64),
  };
}

/**
 * The language of an Accept-Language header, kept by header: browsers send the same few headers on every
 * request, and ranking one's tags was a split, a map and a sort per request. At most `languagesMax` headers
 * kept (a header is at most a few hundred bytes); past that, the ones kept are forgotten.
 */
const languages = new Map<string, ReturnType<typeof pickLanguage>>();
const languagesMax = 1_000;
function languageOf(header: string | undefined): ReturnType<typeof pickLanguage> {
  if (!header || header.length > 256) return pickLanguage(header);
  let language = languages.get(header);
  if (language === undefined) {
    language = pickLanguage(header);
    if (languages.size >= languagesMax) languages.clear();
    languages.set(header, language);
  }
  return language;
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

  /**
   * Builds the request's context from its token and tenant header. With `deferStamp` (a GET answering
   * JSON, see `runChecked`), a caller whose state is kept is trusted until the request's first transaction
   * reads their access stamp.
   */
  async function identify(request: FastifyRequest, deferStamp: boolean) {
    const language = languageOf(request.headers['accept-language']);
    request.ctx = {
      tenantId: null,
      tenantName: null,
      userId: null,
      userName: null,
      roles: [],
      employeeId: null,
      language,
      now: () => new Date(),
      origin: originOf(request),
    };
    const token = bearer(request);
    const verified = token ? await services.tokens.verify(token) : undefined;
    if (verified?.clientId && request.ctx.origin) request.ctx.origin.clientId = verified.clientId;
    bearerState.set(request, token && !verified ? 'invalid' : token ? undefined : 'missing', verified);
    const header = request.headers.__tenant;
    const tenantKey = (Array.isArray(header) ? header[0] : header)?.trim() || undefined;

    // With a token, the caller's grants and tenant are read in one statement (the token names both); the
    // read is kept per request context, so the access check below gets this one.
    let state: ReturnType<typeof services.permissions.state> | undefined;
    if (verified) {
      Object.assign(request.ctx, { tenantId: verified.tenantId, userId: verified.userId });
      state = services.permissions.state(request.ctx, { deferStamp });
      state.catch(() => {}); // awaited below, unless refused first
    }
    // The web app sends its tenant's id with every request: when that is the token's tenant, the grants'
    // read above reads the tenant too, and the header needs no read of its own.
    const repeatsToken = !!verified?.tenantId && tenantKey?.toLowerCase() === verified.tenantId.toLowerCase();
    const fromHeader = tenantKey && !repeatsToken ? await services.tenants.resolve(tenantKey) : undefined;
    if (verified) {
      // The token decides the tenant; a header may only repeat it.
      if (tenantKey && !repeatsToken && (fromHeader?.id ?? null) !== verified.tenantId)
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
        grantId: verified.grantId,
        clientId: verified.clientId,
      });
    } else if (fromHeader) {
      if (!fromHeader.isActive) throw new AppError('Tenancy:TenantNotActive', { tenant: fromHeader.name });
      Object.assign(request.ctx, { tenantId: fromHeader.id, tenantName: fromHeader.name });
    }
  }

  /** Enforces the route's declared access for the context `identify` built. */
  async function admit(request: FastifyRequest) {
    const access = request.routeOptions.config?.access;
    const { ctx } = request;
    let state: Awaited<ReturnType<typeof services.permissions.state>> | undefined;
    if (ctx.userId) {
      // A token of a user deleted or deactivated since it was issued counts for nothing, everywhere; so
      // does a token revoked before its expiry (the user's revocations are read with their state).
      state = await services.permissions.state(ctx);
      const { active, revoked } = state;
      const token = bearerState.token(request);
      const refused = !active ? 'inactive' : token && isRevoked(revoked, token) ? 'revoked' : undefined;
      if (refused) {
        bearerState.refuse(request, refused);
        Object.assign(ctx, { userId: null, userName: null, roles: [], employeeId: null, grantId: null });
      }
    }
    if (access === 'public' || request.is404) return;
    if (!access) {
      request.log.error({ url: request.routeOptions.url }, 'route declares no access: refused');
      throw new AppError('Platform:Forbidden');
    }
    if (!ctx.userId) throw new AppError('Platform:Unauthorized');
    if (access === 'authenticated') return;
    // The state read above (the caller's, read once per request context).
    const { granted } = state ?? (await services.permissions.state(ctx));
    if (!accessPolicies(access).some((policy) => granted.has(policy)))
      throw new AppError('Platform:Forbidden');
  }

  // Access is checked as soon as the caller is known, before the body is read or validated: a refused
  // request gets 401/403 whatever its body, and its body is never parsed. A refusal found on a kept state
  // whose stamp was not read yet is given only once the stamp confirms the state.
  app.addHook('onRequest', async (request) => {
    try {
      await identify(request, request.routeOptions.config?.deferAccessStamp === true);
      await admit(request);
    } catch (error) {
      const check = services.permissions.checkOf(request.ctx);
      if (check?.outcome !== 'pending') throw error;
      if (await services.permissions.confirm(request.ctx, check)) throw error;
      await identify(request, false);
      await admit(request);
    }
  });

  /**
   * Runs a handler whose caller may have been admitted on a kept state without its stamp read: its first
   * transaction reads the stamp with its BEGIN (no round trip of its own), or, when it runs none, the stamp
   * is read after it. If the caller's access changed meanwhile, whatever the handler did is thrown away
   * (only reads are deferred: GETs), the caller is identified and admitted again with their state read
   * afresh (401 or 403 if they are now refused), and the handler runs again.
   */
  app.decorate(
    'runChecked',
    async <T>(request: FastifyRequest, actor: AuditActor, run: () => Promise<T> | T): Promise<T> => {
      const check = services.permissions.checkOf(request.ctx);
      if (!check) return auditActor.run(actor, run);
      let answer: { value: T } | { error: unknown };
      try {
        answer = { value: await withActorAndCheck(actor, check, run) };
      } catch (error) {
        answer = { error };
      }
      // Settled by the handler's first transaction (no read then), else read now.
      const unchanged =
        check.outcome === 'pending'
          ? await services.permissions.confirm(request.ctx, check)
          : check.outcome === 'same';
      if (!unchanged) {
        await identify(request, false);
        await admit(request);
        return auditActor.run(actor, run);
      }
      if ('error' in answer) throw answer.error;
      return answer.value;
    },
  );

  return routes;
}
