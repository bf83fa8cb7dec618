import type PgBoss from 'pg-boss';
import { jobsIn } from '../../platform/jobs.ts';
import { cronJob } from '../../platform/tenant-jobs.ts';
import type { DocumentsServices } from './index.ts';
import type { DigestJob } from './reminders.service.ts';

/** The hourly tick of the reminders: each tenant from its reminder hour on, once its day is not done. */
export const remindersQueue = 'documents.reminders';
export const remindersCron = '7 * * * *';
/** One person's e-mail digest of a day, queued in the transaction that claims it. */
export const reminderDigestQueue = 'documents.reminder-digest';
const digestOptions = { retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60 };

/** The reminders' schedule (one pg-boss cron for every tenant: the tick finds the due ones) and the digests. */
export async function documentsJobs(services: Pick<DocumentsServices, 'reminders'>, boss: PgBoss) {
  await boss.createQueue(reminderDigestQueue, { name: reminderDigestQueue, ...digestOptions });
  services.reminders.setDispatcher(async (job, tx) => {
    const id = await boss.send(reminderDigestQueue, job, { ...digestOptions, db: jobsIn(tx) });
    if (!id) throw new Error(`The ${reminderDigestQueue} job was not queued`);
  });
  await boss.work<DigestJob>(reminderDigestQueue, { pollingIntervalSeconds: 1 }, async ([job]) =>
    job ? services.reminders.sendDigest(job.data) : undefined,
  );
  await cronJob(boss, remindersQueue, remindersCron, (now) => services.reminders.run(now));
}
