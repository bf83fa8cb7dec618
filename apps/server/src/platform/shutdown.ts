import type { FastifyInstance } from 'fastify';

/**
 * Counts the HTTP requests in flight, from the server's own `request` event to their response's close (the
 * sign-in's OpenID routes too). Fastify's close stops the listening socket but does not wait for them.
 * Install it before the server listens.
 */
export function trackRequests(app: FastifyInstance) {
  let inFlight = 0;
  let closing = false;
  let settled: (() => void) | undefined;
  app.server.on('request', (_req, res) => {
    inFlight++;
    // While closing, a request on a kept-alive connection is answered and its connection ends.
    if (closing) res.setHeader('connection', 'close');
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) settled?.();
    });
  });
  return {
    get inFlight() {
      return inFlight;
    },
    /** Stops taking connections (the listening socket closes, idle ones end); resolves once none is in flight. */
    drained(): Promise<void> {
      if (!closing) {
        closing = true;
        // Fastify's own close later finds the server closed, which it expects.
        app.server.close();
      }
      if (inFlight === 0) return Promise.resolve();
      return new Promise((resolve) => {
        settled = resolve;
      });
    },
  };
}
export type RequestTracker = ReturnType<typeof trackRequests>;

/** What a graceful shutdown stops, in its order: the HTTP server and the jobs together, then the rest. */
export interface ShutdownParts {
  app: FastifyInstance;
  /** The requests in flight (`trackRequests`), waited for after the listening socket closed. */
  requests: RequestTracker;
  /** pg-boss: stops fetching at once, waits for the jobs it runs (a payroll part, a sync) up to the limit. */
  jobs: { stop(options: { graceful: boolean; wait: boolean; timeout: number }): Promise<void> };
  /** Closed after the requests and the jobs (the demo terminal, the database). */
  after: (() => Promise<unknown> | undefined)[];
  /** How long the requests in flight and the running jobs may take (SHUTDOWN_TIMEOUT_MS). */
  timeoutMs: number;
}

/**
 * SIGTERM's work: no new connection is taken (the listening socket closes, idle keep-alive connections
 * end, a request arriving on a busy one is answered with `Connection: close`), the requests in flight and
 * the jobs running are let finish up to `timeoutMs`, then the app closes (its onClose hooks) and the
 * database. Answers whether all of
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
    parts.requests.drained().then(() => parts.app.close()),
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
