import type PgBoss from 'pg-boss';
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

/** The runs' queues and workers (generation, e-mail); the services send to them. */
export async function payrollJobs(services: PayrollServices, boss: PgBoss): Promise<void> {
  await boss.createQueue(payrollRunQueue, { name: payrollRunQueue, policy: 'singleton', ...retry });
  services.runs.setDispatcher(async (job) => {
    await boss.send(payrollRunQueue, job, { singletonKey: job.runId, ...retry });
  });
  // A run is waited for on its page: the worker looks every second (pg-boss's default is two).
  await boss.work<PayrollRunJob>(payrollRunQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await services.runs.run(job.data);
  });
  await boss.createQueue(payrollRunEmailQueue, {
    name: payrollRunEmailQueue,
    policy: 'singleton',
    ...emailRetry,
  });
  services.runEmails.setDispatcher(async (job) => {
    await boss.send(payrollRunEmailQueue, job, { singletonKey: job.runId, ...emailRetry });
  });
  await boss.work<PayrollRunEmailJob>(payrollRunEmailQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await services.runEmails.send(job.data);
  });
}
