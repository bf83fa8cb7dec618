import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import { dateIn, hourIn } from '../../platform/tenant-date.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import type { LeaveAllocationService } from './leave-allocation.service.ts';

/** The queue of the leave module's daily work: carry-forward at an allocation's end, expiry of carried days. */
export const leaveDailyQueue = 'leave.daily';
/** Hourly: each tenant is handled in the hour its own clock shows 00:xx (as the contracts' daily job). */
export const leaveDailyCron = '0 * * * *';

/** Every tenant at its midnight hour: `allocations.day` on its date. The work the cron job runs. */
export function createLeaveDaily(deps: {
  allocations: Pick<LeaveAllocationService, 'day'>;
  tenants: Pick<TenancyApi['tenants'], 'list'>;
  timeZoneOf(tenantId: string): Promise<string>;
}) {
  return {
    async run(now: Date) {
      let carried = 0;
      let expired = 0;
      for (let skipCount = 0; ; skipCount += 1000) {
        const page = await deps.tenants.list({ skipCount, maxResultCount: 1000 });
        for (const tenant of page.items) {
          const zone = await deps.timeZoneOf(tenant.id);
          if (hourIn(zone, now) !== 0) continue;
          const done = await deps.allocations.day(
            systemContext(tenant.id, { now: () => now }),
            dateIn(zone, now),
          );
          carried += done.carried;
          expired += done.expired;
        }
        if (page.items.length < 1000) return { carried, expired };
      }
    },
  };
}

/** The daily carry-forward and expiry as an hourly pg-boss cron job. */
export async function leaveJobs(
  services: { daily: ReturnType<typeof createLeaveDaily> },
  boss: PgBoss,
): Promise<void> {
  await boss.createQueue(leaveDailyQueue);
  await boss.schedule(leaveDailyQueue, leaveDailyCron);
  // A job has no request: it runs on the system context's clock.
  await boss.work(leaveDailyQueue, () => services.daily.run(systemContext(null).now()));
}
