import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { publicAccess } from '../context.ts';
import type { Database } from '../db/database.ts';

/** Liveness, readiness and Prometheus metrics. Restrict /metrics at the load balancer in production. */
export function registerOperations(app: FastifyInstance, db: Database): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
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
  app.get('/metrics', { schema: hidden, config: { access: publicAccess } }, async (_req, reply) => {
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}
