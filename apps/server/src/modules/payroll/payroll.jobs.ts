import type PgBoss from 'pg-boss';
import { appRole, type Tx } from '../../platform/db/database.ts';
import type { PayrollServices } from './index.ts';
import type { PayrollRunJob } from './payroll-run.service.ts';
import type { PayrollRunEmailJob } from './payroll-run-email.service.ts';

/** One job per payroll run; singleton per run, so two attempts of a run never overlap. */
export const payrollRunQueue = 'payroll.run';

/**
 * A run killed with its process is retried by pg-boss after this long: 10,000 employees take seconds, so a
 * live run never reaches it, and a killed one resumes within minutes (its batch in hand rolled back).
 */
const runExpirySeconds = 5 * 60;
const retry = { retryLimit: 5, retryDelay: 10, expireInSeconds: runExpirySeconds };

/** E-mailing a run's payslips: one job at a time per run, each sending up to 200 and queuing the rest. */
export const payrollRunEmailQueue = 'payroll.run-email';
const emailRetry = { retryLimit: 5, retryDelay: 30, expireInSeconds: runExpirySeconds };

/** A statement runner on the connection of a transaction: what pg-boss's `send` takes as `db`. */
type Executor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss's statements run on the connection of `tx`, inside it: a job sent this way exists once the
 * transaction commits and never if it rolls back. Drizzle's transaction keeps its connection as
 * `session.client` on both databases (a pg PoolClient; PGlite's transaction), each with `query(text,
 * values)`; pg-boss's SQL (numbered parameters, used more than once) goes to it as it is.
 */
export function inTransaction(tx: Tx): Executor {
  const client = (tx as unknown as { session?: { client?: { query?: unknown } } }).session?.client as
    | { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> }
    | undefined;
  if (typeof client?.query !== 'function') throw new Error('The transaction has no connection to send on');
  return { executeSql: (text, values) => client.query(text, values ?? []) };
}

/**
 * A transaction runs as the application role: it may queue a job (insert into pgboss.job, reading the
 * queue's settings and the new job's id) and nothing else of pg-boss. pg-boss makes its schema at its
 * start, after the migrations, so the rights are given here, once the schema is there (idempotent).
 */
async function letTransactionsSend(boss: PgBoss): Promise<void> {
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

/** The run's job, queued inside the transaction that writes the run (or makes it Queued again). */
export const runDispatcher = (boss: PgBoss) => async (job: PayrollRunJob, tx: Tx) => {
  const id = await boss.send(payrollRunQueue, job, {
    singletonKey: job.runId,
    ...retry,
    db: inTransaction(tx),
  });
  if (!id) throw new Error(`The job of payroll run ${job.runId} was not queued`);
};

/**
 * The e-mail job: inside the request's transaction (marked pending and queued, or neither); without a
 * transaction (a job queuing its sequel) on pg-boss's own connection.
 */
export const emailDispatcher = (boss: PgBoss) => async (job: PayrollRunEmailJob, tx?: Tx) => {
  const id = await boss.send(payrollRunEmailQueue, job, {
    singletonKey: job.runId,
    ...emailRetry,
    ...(tx ? { db: inTransaction(tx) } : {}),
  });
  if (!id) throw new Error(`The e-mail job of payroll run ${job.runId} was not queued`);
};

/** The runs' queues and workers (generation, e-mail); the services send to them. */
export async function payrollJobs(services: PayrollServices, boss: PgBoss): Promise<void> {
  await letTransactionsSend(boss);
  await boss.createQueue(payrollRunQueue, { name: payrollRunQueue, policy: 'singleton', ...retry });
  services.runs.setDispatcher(runDispatcher(boss));
  // A run is waited for on its page: the worker looks every second (pg-boss's default is two).
  await boss.work<PayrollRunJob>(payrollRunQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await services.runs.run(job.data);
  });
  await boss.createQueue(payrollRunEmailQueue, {
    name: payrollRunEmailQueue,
    policy: 'singleton',
    ...emailRetry,
  });
  services.runEmails.setDispatcher(emailDispatcher(boss));
  await boss.work<PayrollRunEmailJob>(payrollRunEmailQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await services.runEmails.send(job.data);
  });
}
