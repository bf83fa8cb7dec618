import type PgBoss from 'pg-boss';
import { cronJob } from '../../platform/tenant-jobs.ts';
import type { ExtensionsServices } from './index.ts';

/**
 * The queue of the cleanup of temporary uploads never bound to an entity (named when it lived in the
 * employees module; kept, as the schedules already stored use it).
 */
export const cleanupTempAttachmentsQueue = 'employee-settings.cleanup-temp-attachments';

/** Every hour (at minute 17, away from the hour's crowd): temporary uploads older than a day go. */
export const cleanupTempAttachmentsCron = '17 * * * *';

/** The background work of the extensions: the hourly cleanup of temporary uploads. */
export async function extensionsJobs(
  services: Pick<ExtensionsServices, 'attachments'>,
  boss: PgBoss,
): Promise<void> {
  await cronJob(boss, cleanupTempAttachmentsQueue, cleanupTempAttachmentsCron, async (now) => ({
    deleted: await services.attachments.deleteExpiredTemp(now),
  }));
}
