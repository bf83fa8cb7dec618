import type PgBoss from 'pg-boss';
import type { PayrollServices } from './index.ts';
import type { PayrollRunJob } from './payroll-run.service.ts';

/** One job per payroll run; singleton per run, so two attempts of a run never overlap. */
export const payrollRunQueue = 'payroll.run';

/**
 * A run killed with its process is retried by pg-boss after this long: 10,000 employees take seconds, so a
 * live run never reaches it, and a killed one resumes within minutes (its batch in hand rolled back).
 */
const runExpirySeconds = 5 * 60;
const retry = { retryLimit: 5, retryDelay: 10, expireInSeconds: runExpirySeconds };

/** The runs' queue and worker; the service sends to it. */
export async function payrollJobs(services: PayrollServices, boss: PgBoss): Promise<void> {
  await boss.createQueue(payrollRunQueue, { name: payrollRunQueue, policy: 'singleton', ...retry });
  services.runs.setDispatcher(async (job) => {
    await boss.send(payrollRunQueue, job, { singletonKey: job.runId, ...retry });
  });
  // A run is waited for on its page: the worker looks every second (pg-boss's default is two).
  await boss.work<PayrollRunJob>(payrollRunQueue, { pollingIntervalSeconds: 1 }, async ([job]) => {
    if (job) await services.runs.run(job.data);
  });
}
