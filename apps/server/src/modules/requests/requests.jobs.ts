import type PgBoss from 'pg-boss';
import { transactionalQueue } from '../../platform/jobs.ts';
import type { RequestsServices } from './index.ts';
import type { NotificationMailJob } from './notification-mail.service.ts';

/**
 * Notification mail: one job per 50 notifications written. A failed mail is not retried (the job keeps
 * it in its output): only a job whose process died is, after it expires, so a mail may then go twice.
 */
export const notificationMailQueue = 'requests.notification-mail';
const options = { retryLimit: 2, retryDelay: 60, expireInSeconds: 5 * 60 };

export async function requestsJobs(services: RequestsServices, boss: PgBoss): Promise<void> {
  await transactionalQueue<NotificationMailJob>(
    boss,
    notificationMailQueue,
    options,
    services.notificationMail,
    (job) => services.notificationMail.send(job),
  );
}
