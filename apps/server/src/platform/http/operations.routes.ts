import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAccess } from '../context.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { AppMetrics } from '../metrics.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `route` label of the route's requests in the metrics instead of its URL: the web app's file routes
     * (one route per file, named after its content hash) share one (`web-serving.ts`).
     */
    metricsRoute?: string;
  }
}

/** The `route` label of requests no route matched (unknown paths, the web app's history fallback). */
export const unmatchedRoute = 'unmatched';

/** The loopback addresses a socket may have (IPv4, IPv6, IPv4 mapped into IPv6). */
const loopback = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * From the server's own host: the connection's address is loopback and no proxy forwarded it (a reverse
 * proxy on the same host connects from loopback for everyone, and says so in its forwarding headers).
 */
function fromLoopback(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return loopback.test(request.socket.remoteAddress ?? '');
}

/** Compares the Authorization header with `Bearer <token>` in constant time (both hashed first). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  if (!match) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]!), digest(token));
}

/**
 * Liveness, readiness and Prometheus metrics. /metrics takes `Authorization: Bearer <METRICS_TOKEN>`
 * (401 with `WWW-Authenticate: Bearer` otherwise); without a token configured it answers only requests
 * from the server's own host (403 to others).
 */
export function registerOperations(
  app: FastifyInstance,
  db: Database,
  metrics: Pick<AppMetrics, 'registry' | 'httpDuration'>,
  metricsToken: string | undefined,
): void {
  const { registry, httpDuration } = metrics;
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    const { url, config } = request.routeOptions;
    httpDuration.observe(
      {
        method: request.method,
        route: config.metricsRoute ?? url ?? unmatchedRoute,
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const hidden = { hide: true } as const;
  app.get('/health/live', { schema: hidden, config: { access: publicAccess } }, async () => ({
    status: 'live',
  }));
  app.get('/health/ready', { schema: hidden, config: { access: publicAccess } }, async (_req, reply) => {
    try {
      await db.ownerSql.query('select 1');
      return { status: 'ready', database: db.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: db.kind });
    }
  });
  // Public to the app's access rules: the token (or the loopback rule) is this route's own check.
  app.get('/metrics', { schema: hidden, config: { access: publicAccess } }, async (request, reply) => {
    if (metricsToken) {
      if (!bearerMatches(request.headers.authorization, metricsToken)) {
        const error = /^Bearer /i.test(request.headers.authorization ?? '') ? ', error="invalid_token"' : '';
        reply.header('www-authenticate', `Bearer realm="metrics"${error}`);
        throw new AppError('Platform:Unauthorized');
      }
    } else if (!fromLoopback(request)) throw new AppError('Platform:Forbidden');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
