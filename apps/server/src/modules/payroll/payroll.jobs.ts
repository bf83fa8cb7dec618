import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Tx } from '../../platform/db/database.ts';
import { jobsIn } from '../../platform/jobs.ts';
import type { PayrollServices } from './index.ts';
import { runPartSize, runWorkers } from './payroll-run.job.ts';
import type { PayrollRunJob, PayrollRunPartJob } from './payroll-run.service.ts';
import type { PayrollRunEmailJob } from './payroll-run-email.service.ts';

/**
 * One job per payroll run; singleton per run, so two attempts of a run never overlap. It only splits the
 * run into part jobs (`payrollRunPartQueue`), which generate the payslips.
 */
export const payrollRunQueue = 'payroll.run';

/** A run's parts (issue 45): taken by every process on the database, up to `runWorkers` at once in each. */
export const payrollRunPartQueue = 'payroll.run-part';

/**
 * The parts' settings, from the environment (validated; the defaults suit production):
 * PAYROLL_PART_SIZE, the employees per part (`runPartSize`); PAYROLL_PART_EXPIRY_SECONDS, how long a part
 * may run before pg-boss takes it for dead and retries it (a part of 500 takes about a second; a process
 * killed in one has it retried after this, plus up to pg-boss's maintenance interval, JOBS_MAINTENANCE_SECONDS
 * in `platform/jobs.ts`).
 */
export function partSettings(env: NodeJS.ProcessEnv = process.env) {
  const e = z
    .object({
      PAYROLL_PART_SIZE: z.coerce.number().int().min(1).max(100_000).default(runPartSize),
      PAYROLL_PART_EXPIRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    })
    .parse(env);
  return { partSize: e.PAYROLL_PART_SIZE, expireInSeconds: e.PAYROLL_PART_EXPIRY_SECONDS };
}

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

/** The runs' queues (run, parts), created once by any process (a process sending only needs them). */
export async function payrollRunQueues(boss: PgBoss): Promise<void> {
  await boss.createQueue(payrollRunQueue, { name: payrollRunQueue, policy: 'singleton', ...retry });
  await boss.createQueue(payrollRunPartQueue, { name: payrollRunPartQueue, policy: 'standard' });
}

/** The runs' queues and workers (split, parts, e-mail); the services send to them. */
export async function payrollJobs(services: PayrollServices, boss: PgBoss): Promise<void> {
  const { partSize, expireInSeconds } = partSettings();
  await payrollRunQueues(boss);
  services.runs.setDispatcher(runDispatcher(boss));
  // A part retried soon after its expiry (its batch in hand rolled back with the killed process); two
  // attempts of a part at once (one expired while still alive) claim nothing twice.
  const partOptions = { retryLimit: 10, retryDelay: 1, expireInSeconds };
  const sendParts = async (parts: PayrollRunPartJob[], tx: Tx) => {
    await boss.insert(
      parts.map((data) => ({ name: payrollRunPartQueue, data, ...partOptions })),
      { db: jobsIn(tx) },
    );
  };
  // A run is split into parts; the parts' insert is announced (`jobsIn`: at commit), so every process's
  // part workers take them at once.
  await boss.work<PayrollRunJob>(payrollRunQueue, async ([job]) => {
    if (job) await services.runs.split(job.data, sendParts, { partSize });
  });
  // `runWorkers` part workers per process: while one part waits for the database, another computes. A
  // worker that finished a part looks for the next at once (platform/jobs.ts).
  for (let i = 0; i < runWorkers; i++)
    await boss.work<PayrollRunPartJob>(payrollRunPartQueue, async ([job]) => {
      if (job) await services.runs.runPart(job.data);
    });
  await boss.createQueue(payrollRunEmailQueue, {
    name: payrollRunEmailQueue,
    policy: 'singleton',
    ...emailRetry,
  });
  services.runEmails.setDispatcher(dispatcher<PayrollRunEmailJob>(boss, payrollRunEmailQueue, emailRetry));
  await boss.work<PayrollRunEmailJob>(payrollRunEmailQueue, async ([job]) => {
    if (job) await services.runEmails.send(job.data);
  });
}
