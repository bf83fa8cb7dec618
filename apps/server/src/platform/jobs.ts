import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { appRole, type Database, type Tx } from './db/database.ts';
import type { AppMetrics } from './metrics.ts';

/**
 * pg-boss on the same database: queues, cron and retries, each job run once across processes. On the
 * embedded database it talks through PGlite (`query` with parameters, `exec` for multi-statement text).
 * With `metrics` (the app's), every worker's jobs are counted, timed and their failures counted by queue.
 */
export async function startJobs(
  db: Database,
  log: FastifyBaseLogger,
  metrics?: Pick<AppMetrics, 'job'>,
): Promise<PgBoss> {
  let boss: PgBoss;
  // How often pg-boss looks for expired jobs (a killed process's payroll part) and archives: its default,
  // 120 s, unless JOBS_MAINTENANCE_SECONDS says otherwise (the tests that kill a process: 1 s).
  const maintenance = Number(process.env.JOBS_MAINTENANCE_SECONDS) || 0;
  const maintenanceIntervalSeconds = maintenance >= 1 ? { maintenanceIntervalSeconds: maintenance } : {};
  if (db.pglite) {
    const client = db.pglite;
    boss = new PgBoss({
      db: {
        async executeSql(text: string, values?: unknown[]) {
          if (values?.length) return client.query(text, values);
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        },
      },
      supervise: true,
      schedule: true,
      ...maintenanceIntervalSeconds,
    });
  } else {
    boss = new PgBoss({ connectionString: db.url, max: 4, ...maintenanceIntervalSeconds });
  }
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  if (metrics) meterWorkers(boss, metrics);
  await boss.start();
  await letTransactionsQueueJobs(boss);
  return boss;
}

/**
 * The job wrapper: `boss.work(queue, [options,] handler)` of this instance runs the handler through
 * `metrics.job`, so every module's worker is counted by its queue without a line of its own.
 */
function meterWorkers(boss: PgBoss, metrics: Pick<AppMetrics, 'job'>): void {
  type Handler = (jobs: PgBoss.Job[]) => Promise<unknown>;
  const work = boss.work.bind(boss) as (queue: string, ...rest: unknown[]) => Promise<string>;
  boss.work = ((queue: string, ...rest: unknown[]) => {
    const handler = rest.pop() as Handler;
    const metered: Handler = (jobs) => metrics.job(queue, jobs.length, () => handler(jobs));
    return work(queue, ...rest, metered);
  }) as PgBoss['work'];
}

/**
 * pg-boss's `db` option on the connection of `tx`: a job sent with it (`boss.send(queue, data, { db:
 * jobsIn(tx) })`) is written by that transaction, so it exists once the transaction commits and never if
 * it rolls back (a record and the job that works on it are saved together). Drizzle's transaction keeps
 * its connection as `session.client` on both databases (a pg PoolClient; PGlite's transaction), each with
 * `query(text, values)`; pg-boss's SQL (numbered parameters, used more than once) goes to it as it is.
 */
export function jobsIn(tx: Tx): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
} {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client as
    | { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }
    | undefined;
  if (typeof client?.query !== 'function') throw new Error('The transaction has no connection to send on');
  return { executeSql: (text, values) => client.query(text, values ?? []) };
}

/**
 * A queue whose jobs are sent inside the transaction that decides them (`jobsIn`: committed with it, or
 * never) and worked here as they come (the worker looks every second): the queue made with `options` (its
 * retries and expiry, also each job's), the service's `setDispatcher` given the send (which throws when
 * nothing was queued), and each job handed to `work`. The digests of reminders, notification mail.
 */
export async function transactionalQueue<J extends object>(
  boss: PgBoss,
  queue: string,
  options: { retryLimit: number; retryDelay: number; expireInSeconds: number },
  service: { setDispatcher(send: (job: J, tx: Tx) => Promise<void>): void },
  work: (job: J) => Promise<unknown>,
): Promise<void> {
  await boss.createQueue(queue, { name: queue, ...options });
  service.setDispatcher(async (job, tx) => {
    const id = await boss.send(queue, job, { ...options, db: jobsIn(tx) });
    if (!id) throw new Error(`The ${queue} job was not queued`);
  });
  await boss.work<J>(queue, { pollingIntervalSeconds: 1 }, async ([job]) =>
    job ? work(job.data) : undefined,
  );
}

/**
 * A transaction runs as the application role: it may queue a job (insert into pgboss.job, reading the
 * queue's settings and the new job's id) and nothing else of pg-boss. pg-boss makes its schema at its
 * start, after the migrations, so the rights are given then (idempotent).
 */
async function letTransactionsQueueJobs(boss: PgBoss): Promise<void> {
  const db = boss.getDb();
  const { rows } = (await db.executeSql(
    `select has_table_privilege($1, 'pgboss.job', 'INSERT') and has_table_privilege($1, 'pgboss.queue', 'SELECT') as ok`,
    [appRole],
  )) as { rows: Array<{ ok: boolean }> };
  if (rows[0]?.ok) return;
  const grant = `GRANT USAGE ON SCHEMA pgboss TO ${appRole};
    GRANT SELECT ON pgboss.queue TO ${appRole};
    GRANT INSERT, SELECT (id) ON pgboss.job TO ${appRole}`;
  try {
    await db.executeSql(grant, []);
  } catch {
    // Two processes starting at once may collide on the catalogue ("tuple concurrently updated"): again.
    await db.executeSql(grant, []);
  }
}
