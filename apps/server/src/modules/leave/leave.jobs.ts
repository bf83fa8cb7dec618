import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import { dailyJob, type TenantClocks, tenantsAtMidnight } from '../../platform/tenant-jobs.ts';
import type { LeaveAllocationService } from './leave-allocation.service.ts';

/** The queue of the leave module's daily work: carry-forward at an allocation's end, expiry of carried days. */
export const leaveDailyQueue = 'leave.daily';

/** Every tenant at its midnight hour: `allocations.day` on its date. The work the cron job runs. */
export function createLeaveDaily(deps: TenantClocks & { allocations: Pick<LeaveAllocationService, 'day'> }) {
  return {
    async run(now: Date) {
      let carried = 0;
      let expired = 0;
      for await (const { tenantId, today } of tenantsAtMidnight(deps, now)) {
        const done = await deps.allocations.day(systemContext(tenantId, { now: () => now }), today);
        carried += done.carried;
        expired += done.expired;
      }
      return { carried, expired };
    },
  };
}

/** The daily carry-forward and expiry as an hourly pg-boss cron job. */
export async function leaveJobs(
  services: { daily: ReturnType<typeof createLeaveDaily> },
  boss: PgBoss,
): Promise<void> {
  await dailyJob(boss, leaveDailyQueue, services.daily);
}
