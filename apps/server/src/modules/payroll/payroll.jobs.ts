import type PgBoss from 'pg-boss';
import type { Tx } from '../../platform/db/database.ts';
import { jobsIn } from '../../platform/jobs.ts';
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

/** The run's job, queued inside the transaction that writes the run (or makes it Queued again). */
export const runDispatcher = (boss: PgBoss) => async (job: PayrollRunJob, tx: Tx) => {
  const id = await boss.send(payrollRunQueue, job, {
    singletonKey: job.runId,
    ...retry,
    db: jobsIn(tx),
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
    ...(tx ? { db: jobsIn(tx) } : {}),
  });
  if (!id) throw new Error(`The e-mail job of payroll run ${job.runId} was not queued`);
};

/** The runs' queues and workers (generation, e-mail); the services send to them. */
export async function payrollJobs(services: PayrollServices, boss: PgBoss): Promise<void> {
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
