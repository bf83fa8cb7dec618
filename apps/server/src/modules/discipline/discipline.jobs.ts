import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import { dateIn } from '../../platform/tenant-date.ts';
import { dailyJob, type TenantClocks, tenantsAtMidnight } from '../../platform/tenant-jobs.ts';
import type { DisciplineRecordService } from './discipline-record.service.ts';

/** The queue of the discipline module's daily work: the contract terminations of penalties due that day. */
export const disciplineDailyQueue = 'discipline.daily';

/** Every tenant at its midnight hour: `penalties.runDue` on its date. The work the cron job runs. */
export function createDisciplineDaily(
  deps: TenantClocks & { penalties: Pick<DisciplineRecordService, 'runDue'> },
) {
  return {
    /** One tenant's day at `now` (tests call it with a later clock). */
    async tenant(tenantId: string, now: Date): Promise<number> {
      const zone = await deps.timeZoneOf(tenantId);
      return deps.penalties.runDue(systemContext(tenantId, { now: () => now }), dateIn(zone, now));
    },
    async run(now: Date) {
      let terminated = 0;
      for await (const { tenantId, today } of tenantsAtMidnight(deps, now))
        terminated += await deps.penalties.runDue(systemContext(tenantId, { now: () => now }), today);
      return { terminated };
    },
  };
}

/** The daily terminations as an hourly pg-boss cron job. */
export async function disciplineJobs(
  services: { daily: ReturnType<typeof createDisciplineDaily> },
  boss: PgBoss,
): Promise<void> {
  await dailyJob(boss, disciplineDailyQueue, services.daily);
}
