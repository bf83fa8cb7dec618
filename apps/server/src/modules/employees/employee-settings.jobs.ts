import type PgBoss from 'pg-boss';
import type { EmployeesServices } from './index.ts';

/** The queue of the cleanup of temporary uploads never bound to an entity. */
export const cleanupTempAttachmentsQueue = 'employee-settings.cleanup-temp-attachments';

/** Every hour (at minute 17, away from the hour's crowd): temporary uploads older than a day go. */
export const cleanupTempAttachmentsCron = '17 * * * *';

/** The background work of the employee settings: the hourly cleanup of temporary uploads. */
export async function employeeSettingsJobs(
  services: Pick<EmployeesServices, 'attachments'>,
  boss: PgBoss,
): Promise<void> {
  await boss.createQueue(cleanupTempAttachmentsQueue);
  await boss.schedule(cleanupTempAttachmentsQueue, cleanupTempAttachmentsCron);
  await boss.work(cleanupTempAttachmentsQueue, async () => ({
    deleted: await services.attachments.deleteExpiredTemp(new Date()),
  }));
}
