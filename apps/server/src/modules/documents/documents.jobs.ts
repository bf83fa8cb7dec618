import type PgBoss from 'pg-boss';
import { transactionalQueue } from '../../platform/jobs.ts';
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
  await transactionalQueue<DigestJob>(boss, reminderDigestQueue, digestOptions, services.reminders, (job) =>
    services.reminders.sendDigest(job),
  );
  await cronJob(boss, remindersQueue, remindersCron, (now) => services.reminders.run(now));
}
