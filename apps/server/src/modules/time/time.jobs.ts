import { attendanceSyncGroup } from '@hr/contracts';
import { desc, eq } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { cronJob, everyTenant } from '../../platform/tenant-jobs.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import type { TimeServices } from './index.ts';
import type { SyncJob } from './sync/attendance-sync.ts';
import { jobExecutionRecords } from './time.tables.ts';

/** One run of one terminal per job; singleton per terminal, so two runs of a terminal never overlap. */
export const attendanceSyncQueue = 'time.attendance-sync';
/** The scheduled sync: every five minutes, each tenant whose interval (a setting, 15 by default) has passed. */
export const attendanceSyncScheduleQueue = 'time.attendance-sync-schedule';
export const attendanceSyncScheduleCron = '*/5 * * * *';

/** A run killed with its process is retried by pg-boss after this long (a run of 100,000 punches takes seconds). */
const runExpirySeconds = 15 * 60;

export interface AttendanceSyncScheduleDeps {
  db: Database;
  tenants: Pick<TenancyApi['tenants'], 'list'>;
  intervalOf(tenantId: string): Promise<string>;
  start(tenantId: string): Promise<unknown>;
}

/**
 * The scheduled side of the sync: a tenant's terminals are synced when its interval (minutes; 0 or less
 * turns it off) has passed since its last run started. `run` visits every tenant; the work is `start`.
 */
export function createAttendanceSyncSchedule(deps: AttendanceSyncScheduleDeps) {
  async function due(tenantId: string, now: Date): Promise<boolean> {
    const minutes = Number(await deps.intervalOf(tenantId));
    if (!Number.isFinite(minutes) || minutes <= 0) return false;
    const [last] = await deps.db.transaction({ tenantId }, (tx) =>
      tx
        .select({ at: jobExecutionRecords.creationTime })
        .from(jobExecutionRecords)
        .where(
          tenantRows(jobExecutionRecords, tenantId, [eq(jobExecutionRecords.groupName, attendanceSyncGroup)]),
        )
        .orderBy(desc(jobExecutionRecords.creationTime))
        .limit(1),
    );
    // A minute's grace: a cron tick a few seconds early still counts.
    return !last || now.getTime() - last.at.getTime() >= minutes * 60_000 - 60_000;
  }
  return {
    due,
    async run(now: Date) {
      let started = 0;
      for await (const tenantId of everyTenant(deps.tenants))
        if (await due(tenantId, now)) {
          await deps.start(tenantId);
          started++;
        }
      return { started };
    },
  };
}

/** The sync's queue and worker, and its schedule. */
export async function timeJobs(services: TimeServices, boss: PgBoss): Promise<void> {
  await boss.createQueue(attendanceSyncQueue, {
    name: attendanceSyncQueue,
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: runExpirySeconds,
  });
  services.sync.setDispatcher(async (job) => {
    await boss.send(attendanceSyncQueue, job, {
      singletonKey: job.terminalId,
      retryLimit: 2,
      retryDelay: 30,
      expireInSeconds: runExpirySeconds,
    });
  });
  // A job has no request: it runs on the system context's clock.
  await boss.work<SyncJob>(attendanceSyncQueue, async ([job]) => {
    if (job) await services.sync.run(job.data, () => systemContext(null).now());
  });
  await cronJob(boss, attendanceSyncScheduleQueue, attendanceSyncScheduleCron, (now) =>
    services.syncSchedule.run(now),
  );
}
