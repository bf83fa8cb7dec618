import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { ConfigError } from './config.ts';
import { appRole, type Database, type Tx } from './db/database.ts';
import { createEventBus, type EventBus, eventsStatement } from './events.ts';
import type { AppMetrics } from './metrics.ts';

/**
 * The event (platform/events.ts) by which a job sent by this product is announced (the payload: its
 * queue's name). It is a `pg_notify` in the transaction that sends the job, so PostgreSQL delivers it when
 * that transaction commits (never when it rolls back, and once however many jobs of a queue it sends), to
 * every process listening on the database: their workers of that queue look at once.
 */
export const jobsChannel = 'hr_jobs';

/**
 * How often a worker looks for jobs nobody announced: a retry whose delay has passed, a job whose process
 * died (expired by the maintenance), or one sent by an older process. JOBS_POLL_SECONDS, 10 by default (the
 * tests that kill a process: 1). Announced jobs do not wait for it.
 */
export function pollSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.JOBS_POLL_SECONDS?.trim();
  if (!value) return 10;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0.5 || seconds > 600)
    throw new ConfigError(`JOBS_POLL_SECONDS must be a number of seconds from 0.5 to 600, not "${value}"`);
  return seconds;
}

/**
 * A cron queue's worker looks this often at the least: pg-boss's own timekeeping puts the scheduled job
 * in the queue (unannounced) up to half a minute after its time, so a look every half a minute adds no
 * more. Cron jobs here run hourly or every five minutes.
 */
export const cronPollSeconds = 30;

/**
 * pg-boss on the same database: queues, cron and retries, each job run once across processes. On the
 * embedded database it talks through PGlite (`query` with parameters, `exec` for multi-statement text).
 * With `metrics` (the app's), every worker's jobs are counted, timed and their failures counted by queue;
 * `events` is the app's event bus (without it the jobs make their own).
 *
 * Workers do not poll every second or two: a job this product sends is announced (`jobsChannel`), and
 * each process listens for the announcements and wakes its workers of that queue; a worker still looks
 * every `pollSeconds` for what nobody announced. Idle, a process sends about one statement a second
 * instead of ten (docs/scaling.md, "Jobs that wait without polling").
 */
export async function startJobs(
  db: Database,
  log: FastifyBaseLogger,
  app: { metrics?: Pick<AppMetrics, 'job'>; events?: EventBus } = {},
): Promise<PgBoss> {
  const { metrics } = app;
  let boss: PgBoss;
  // How often pg-boss looks for expired jobs (a killed process's payroll part) and archives: its default,
  // 120 s, unless JOBS_MAINTENANCE_SECONDS says otherwise (the tests that kill a process: 1 s).
  const maintenance = Number(process.env.JOBS_MAINTENANCE_SECONDS) || 0;
  const common = {
    ...(maintenance >= 1 ? { maintenanceIntervalSeconds: maintenance } : {}),
    // pg-boss's cron: which schedules are due, looked at every 45 s (its most; the default 30 s parses every
    // schedule each time), and the hop that puts a due job in its queue (its default looks every 5 s).
    cronMonitorIntervalSeconds: 45,
    cronWorkerIntervalSeconds: 15,
  };
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
      ...common,
    });
  } else {
    // Its connections kept while idle for 5 minutes (pg's default, 10 s, is about the workers' interval:
    // nearly every look opened a new connection, a new server process).
    // (pg-boss hands its options to pg's Pool, whose `idleTimeoutMillis` its type does not list.)
    const pool = { idleTimeoutMillis: 300_000 } as object;
    boss = new PgBoss({ connectionString: db.url, max: 4, ...pool, ...common });
  }
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const workers = wakeableWorkers(boss, pollSeconds(), metrics);
  announceSentJobs(boss, log);
  await boss.start();
  await letTransactionsQueueJobs(boss);
  // The app's event bus (its one listening connection), or one of the jobs' own (a test, the cluster's primary).
  const events = app.events ?? createEventBus(db);
  const stopListening = await listenForJobs(events, workers);
  boss.once('stopped', () => {
    void stopListening().then(() => (app.events ? undefined : events.close()));
  });
  return boss;
}

/** The workers of this process by queue, and how to wake them. */
interface Workers {
  /** Wakes this process's workers of `queue` (none: nothing happens). */
  wake(queue: string): void;
  /** Wakes them all: after the announcements may have been missed (the listening connection was lost). */
  wakeAll(): void;
}

/**
 * The job wrapper: `boss.work(queue, [options,] handler)` of this instance keeps the worker's id by its
 * queue (to wake it), looks every `poll` seconds unless the caller says otherwise and at once after a job,
 * and with `metrics` runs the handler through `metrics.job`, so every module's worker is counted by its
 * queue without a line of its own.
 */
function wakeableWorkers(boss: PgBoss, poll: number, metrics?: Pick<AppMetrics, 'job'>): Workers {
  type Handler = (jobs: PgBoss.Job[]) => Promise<unknown>;
  const byQueue = new Map<string, string[]>();
  const work = boss.work.bind(boss) as (queue: string, ...rest: unknown[]) => Promise<string>;
  boss.work = (async (queue: string, ...rest: unknown[]) => {
    const handler = rest.pop() as Handler;
    const options = (rest[0] ?? {}) as PgBoss.JobPollingOptions & PgBoss.JobFetchOptions;
    const metered: Handler = metrics
      ? (jobs) => metrics.job(queue, jobs.length, () => handler(jobs))
      : handler;
    let id: string | undefined;
    // A worker that found a job looks again at once (more may wait), instead of waiting out its interval.
    const thenLookAgain: Handler = (jobs) =>
      metered(jobs).finally(() => {
        if (id) boss.notifyWorker(id);
      });
    id = await work(queue, { pollingIntervalSeconds: poll, ...options }, thenLookAgain);
    byQueue.set(queue, [...(byQueue.get(queue) ?? []), id]);
    return id;
  }) as PgBoss['work'];
  const wakeIds = (ids: readonly string[] | undefined) => {
    for (const id of ids ?? []) boss.notifyWorker(id);
  };
  return {
    wake: (queue) => wakeIds(byQueue.get(queue)),
    wakeAll: () => {
      for (const ids of byQueue.values()) wakeIds(ids);
    },
  };
}

/**
 * `boss.send` and `boss.insert` of this instance announce what they sent (`jobsChannel`), on the
 * connection they sent it on. Inside the sending transaction (`jobsIn(tx)`) the announcement goes out when
 * the job exists, and its failure fails the transaction with the job. Sent on pg-boss's own connection, the
 * job exists already: an announcement that fails is logged, and the job is found by the workers' own look.
 */
function announceSentJobs(boss: PgBoss, log: FastifyBaseLogger): void {
  type Sql = { executeSql(text: string, values?: unknown[]): Promise<unknown> };
  const announce = async (queues: string[], db: Sql | undefined) => {
    const { text, values } = eventsStatement(jobsChannel, [...new Set(queues)]);
    if (db) return void (await db.executeSql(text, values));
    await boss
      .getDb()
      .executeSql(text, values)
      .catch((error: unknown) => log.warn({ err: error, queues }, 'a job was queued but not announced'));
  };
  const send = boss.send.bind(boss) as (...args: unknown[]) => Promise<string | null>;
  boss.send = (async (...args: unknown[]) => {
    const id = await send(...args);
    const request = (typeof args[0] === 'string' ? { name: args[0], options: args[2] } : args[0]) as {
      name: string;
      options?: { db?: Sql };
    };
    if (id) await announce([request.name], request.options?.db);
    return id;
  }) as PgBoss['send'];
  const insert = boss.insert.bind(boss) as (
    jobs: PgBoss.JobInsert[],
    options?: { db?: Sql },
  ) => Promise<void>;
  boss.insert = (async (jobs: PgBoss.JobInsert[], options?: { db?: Sql }) => {
    await insert(jobs, options);
    const queues = jobs.map((job) => job.name).filter((name): name is string => typeof name === 'string');
    if (queues.length) await announce(queues, options?.db);
  }) as PgBoss['insert'];
}

/**
 * Listens for the announcements on the event bus (one listening connection a process, made again when lost)
 * and wakes this process's workers of the queue named; after a reconnection, all of them (what was
 * announced in between was missed). Resolves to the stop.
 */
async function listenForJobs(events: EventBus, workers: Workers): Promise<() => Promise<void>> {
  const unsubscribe = await events.subscribe(jobsChannel, (queue) => {
    if (typeof queue === 'string') workers.wake(queue);
  });
  const offReconnect = events.onReconnect(() => workers.wakeAll());
  return async () => {
    offReconnect();
    await unsubscribe();
  };
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
 * never) and worked here as they come (announced at commit): the queue made with `options` (its
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
  await boss.work<J>(queue, async ([job]) => (job ? work(job.data) : undefined));
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
