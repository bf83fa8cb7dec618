import type PgBoss from 'pg-boss';
import { jobsIn } from '../../platform/jobs.ts';
import type { RequestsServices } from './index.ts';
import type { NotificationMailJob } from './notification-mail.service.ts';

/**
 * Notification mail: one job per 50 notifications written. A failed mail is not retried (the job keeps
 * it in its output): only a job whose process died is, after it expires, so a mail may then go twice.
 */
export const notificationMailQueue = 'requests.notification-mail';
const options = { retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60 };

export async function requestsJobs(services: RequestsServices, boss: PgBoss): Promise<void> {
  await boss.createQueue(notificationMailQueue, { name: notificationMailQueue, ...options });
  services.notificationMail.setDispatcher(async (job, tx) => {
    const id = await boss.send(notificationMailQueue, job, { ...options, db: jobsIn(tx) });
    if (!id) throw new Error(`The ${notificationMailQueue} job was not queued`);
  });
  await boss.work<NotificationMailJob>(notificationMailQueue, { pollingIntervalSeconds: 1 }, async ([job]) =>
    job ? services.notificationMail.send(job.data) : undefined,
  );
}
