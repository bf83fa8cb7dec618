import type { FastifyInstance } from 'fastify';

/** What a graceful shutdown stops, in its order: the HTTP server and the jobs together, then the rest. */
export interface ShutdownParts {
  app: FastifyInstance;
  /** pg-boss: stops fetching at once, waits for the jobs it runs (a payroll part, a sync) up to the limit. */
  jobs: { stop(options: { graceful: boolean; wait: boolean; timeout: number }): Promise<void> };
  /** Closed after the requests and the jobs (the demo terminal, the database). */
  after: (() => Promise<unknown> | undefined)[];
  /** How long the requests in flight and the running jobs may take (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * SIGTERM's work: no new connection is taken (the listening socket closes, idle keep-alive connections
 * end, a request arriving on a busy one is answered 503 with `Connection: close`), the requests in flight
 * and the jobs running are let finish up to `timeoutMs`, then the database closes. Answers whether all of
 * it finished in time (the process exits 0) or the limit cut it (1: the connections left were closed, and
 * pg-boss failed its jobs still running, which it retries at the next start).
 */
export async function gracefulShutdown(parts: ShutdownParts): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'limit'>((resolve) => {
    timer = setTimeout(() => resolve('limit'), parts.timeoutMs);
    timer.unref();
  });
  const work = Promise.all([
    parts.app.close(),
    parts.jobs.stop({ graceful: true, wait: true, timeout: parts.timeoutMs }).catch((error: unknown) => {
      parts.app.log.error({ err: error }, 'the jobs did not stop cleanly');
    }),
  ]).then(() => 'done' as const);
  const outcome = await Promise.race([work, limit]);
  clearTimeout(timer);
  if (outcome === 'limit') {
    parts.app.log.warn({ timeoutMs: parts.timeoutMs }, 'shutdown limit reached: closing what is left');
    parts.app.server.closeAllConnections();
  }
  for (const close of parts.after) await close()?.catch(() => undefined);
  return outcome === 'done';
}
