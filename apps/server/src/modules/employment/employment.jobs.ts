import { ContractsPermissions } from '@hr/contracts';
import type PgBoss from 'pg-boss';
import { type RequestContext, systemContext } from '../../platform/context.ts';
import { addDays, dateIn, hourIn } from '../../platform/tenant-date.ts';
import type { IdentityApi } from '../identity/public.ts';
import type { RequestsApi } from '../requests/public.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import type { ContractCommands } from './contract.commands.ts';
import type { ContractQueries } from './contract.queries.ts';

/** The queue of the contracts' daily work. */
export const contractsDailyQueue = 'contracts.daily';

/**
 * Every hour on the hour: each tenant is handled in the hour its own clock shows 00:xx, so "today" is its
 * date (an offset of half an hour still meets one such hour). Expiry is idempotent; on a day whose clock
 * goes back over midnight the reminders could be sent twice.
 */
export const contractsDailyCron = '0 * * * *';

/** Days before a contract's end when the holders of HR.Contract.Index are reminded. */
export const contractReminderDays = [30, 7] as const;

export interface ContractsDailyDeps {
  contracts: Pick<ContractCommands, 'expireEnded'> & Pick<ContractQueries, 'activeEndingOn'>;
  users: Pick<IdentityApi['users'], 'activeUserIds'>;
  notifications: Pick<RequestsApi['notifications'], 'notify'>;
  /** The permissions a user holds now. */
  granted(ctx: Pick<RequestContext, 'tenantId' | 'userId'>): Promise<ReadonlySet<string>>;
}

/**
 * One tenant's day (`today`, its date): Active contracts past their end expire, and the users holding
 * HR.Contract.Index hear of each Active contract ending in 30 and in 7 days. Returns what it did.
 */
export async function contractsDay(deps: ContractsDailyDeps, tenantId: string, today: string) {
  const ctx = systemContext(tenantId);
  const expired = await deps.contracts.expireEnded(ctx, today);
  let reminded = 0;
  const ending = [];
  for (const days of contractReminderDays)
    for (const c of await deps.contracts.activeEndingOn(ctx, addDays(today, days))) ending.push({ days, c });
  if (ending.length) {
    const holders: string[] = [];
    for (const userId of await deps.users.activeUserIds(ctx))
      if ((await deps.granted({ tenantId, userId })).has(ContractsPermissions.Contracts.Default))
        holders.push(userId);
    for (const { days, c } of ending)
      reminded += await deps.notifications.notify(
        ctx,
        { userIds: holders },
        {
          title: { key: 'Notifications:ContractEndingTitle', params: { days } },
          message: {
            key: 'Notifications:ContractEndingMessage',
            params: { contract: c.name, employee: c.employeeName ?? '', end: c.end },
          },
          relatedId: c.id,
        },
      );
  }
  return { expired, reminded };
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
      let reminded = 0;
      for (let skipCount = 0; ; skipCount += 1000) {
        const page = await deps.tenants.list({ skipCount, maxResultCount: 1000 });
        for (const tenant of page.items) {
          const zone = await deps.timeZoneOf(tenant.id);
          if (hourIn(zone, now) !== 0) continue;
          const done = await contractsDay(deps, tenant.id, dateIn(zone, now));
          expired += done.expired;
          reminded += done.reminded;
        }
        if (page.items.length < 1000) return { expired, reminded };
      }
    },
  };
}

/** The daily expiry and reminders as an hourly pg-boss cron job. */
export async function contractsJobs(
  services: { daily: ReturnType<typeof createContractsDaily> },
  boss: PgBoss,
): Promise<void> {
  await boss.createQueue(contractsDailyQueue);
  await boss.schedule(contractsDailyQueue, contractsDailyCron);
  // A job has no request: it runs on the system context's clock (see decisions.md).
  await boss.work(contractsDailyQueue, () => services.daily.run(systemContext(null).now()));
}
