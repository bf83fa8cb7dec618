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

/**
 * Queues a run's job (one at a time per run: the run id is its singleton key). Inside `tx` when given (the
 * transaction that writes the run or the e-mail request: committed with it, or never); without one on
 * pg-boss's own connection (an e-mail job queuing its sequel). Throws when nothing was queued.
 */
const dispatcher =
  <J extends { runId: string }>(boss: PgBoss, queue: string, options: PgBoss.SendOptions) =>
  async (job: J, tx?: Tx) => {
    const id = await boss.send(queue, job, {
      ...options,
      singletonKey: job.runId,
      ...(tx ? { db: jobsIn(tx) } : {}),
    });
    if (!id) throw new Error(`The ${queue} job of payroll run ${job.runId} was not queued`);
  };

/** A run's generation job, as the run service queues it. */
export const runDispatcher = (boss: PgBoss) => dispatcher<PayrollRunJob>(boss, payrollRunQueue, retry);

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
  services.runEmails.setDispatcher(dispatcher<PayrollRunEmailJob>(boss, payrollRunEmailQueue, emailRetry));
  await boss.work<PayrollRunEmailJob>(payrollRunEmailQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await services.runEmails.send(job.data);
  });
}
