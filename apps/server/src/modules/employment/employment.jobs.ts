import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import { dateIn, hourIn } from '../../platform/tenant-date.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import type { ContractCommands } from './contract.commands.ts';

/** The queue of the contracts' daily work. */
export const contractsDailyQueue = 'contracts.daily';

/**
 * Every hour on the hour: each tenant is handled in the hour its own clock shows 00:xx, so "today" is its
 * date (an offset of half an hour still meets one such hour). Expiry is idempotent. The reminders of a
 * contract's end are the documents module's daily reminders (one per contract, threshold and recipient).
 */
export const contractsDailyCron = '0 * * * *';

export interface ContractsDailyDeps {
  contracts: Pick<ContractCommands, 'expireEnded'>;
}

/** One tenant's day (`today`, its date): Active contracts past their end expire. Returns what it did. */
export async function contractsDay(deps: ContractsDailyDeps, tenantId: string, today: string) {
  const ctx = systemContext(tenantId);
  const expired = await deps.contracts.expireEnded(ctx, today);
  return { expired };
}

/**
 * Every tenant at its midnight hour (its time zone setting): `contractsDay` on its date. The work the cron
 * job runs; tests call `contractsDay` for one tenant and day.
 */
export function createContractsDaily(
  deps: ContractsDailyDeps & {
    tenants: Pick<TenancyApi['tenants'], 'list'>;
    timeZoneOf(tenantId: string): Promise<string>;
  },
) {
  return {
    day: (tenantId: string, today: string) => contractsDay(deps, tenantId, today),
    async run(now: Date) {
      let expired = 0;
      for (let skipCount = 0; ; skipCount += 1000) {
        const page = await deps.tenants.list({ skipCount, maxResultCount: 1000 });
        for (const tenant of page.items) {
          const zone = await deps.timeZoneOf(tenant.id);
          if (hourIn(zone, now) !== 0) continue;
          const done = await contractsDay(deps, tenant.id, dateIn(zone, now));
          expired += done.expired;
        }
        if (page.items.length < 1000) return { expired };
      }
    },
  };
}

/** The daily expiry as an hourly pg-boss cron job. */
export async function contractsJobs(
  services: { daily: ReturnType<typeof createContractsDaily> },
  boss: PgBoss,
): Promise<void> {
  await boss.createQueue(contractsDailyQueue);
  await boss.schedule(contractsDailyQueue, contractsDailyCron);
  // A job has no request: it runs on the system context's clock (see decisions.md).
  await boss.work(contractsDailyQueue, () => services.daily.run(systemContext(null).now()));
}
