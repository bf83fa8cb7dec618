import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import { dailyJob, type TenantClocks, tenantsAtMidnight } from '../../platform/tenant-jobs.ts';
import type { ContractCommands } from './contract.commands.ts';

/**
 * The queue of the contracts' daily work (`dailyJob`: each tenant in its midnight hour). Expiry is idempotent.
 * The reminders of a contract's end are the documents module's daily reminders (one per contract, threshold
 * and recipient).
 */
export const contractsDailyQueue = 'contracts.daily';

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
export function createContractsDaily(deps: ContractsDailyDeps & TenantClocks) {
  return {
    day: (tenantId: string, today: string) => contractsDay(deps, tenantId, today),
    async run(now: Date) {
      let expired = 0;
      for await (const { tenantId, today } of tenantsAtMidnight(deps, now))
        expired += (await contractsDay(deps, tenantId, today)).expired;
      return { expired };
    },
  };
}

/** The daily expiry as an hourly pg-boss cron job. */
export async function contractsJobs(
  services: { daily: ReturnType<typeof createContractsDaily> },
  boss: PgBoss,
): Promise<void> {
  await dailyJob(boss, contractsDailyQueue, services.daily);
}
