import type PgBoss from 'pg-boss';
import { systemContext } from './context.ts';
import { cronPollSeconds } from './jobs.ts';
import { dateIn, hourIn } from './tenant-date.ts';

/** What the background work needs of the tenancy module's tenants: their pages. */
export interface TenantPages {
  list(query: { skipCount: number; maxResultCount: number }): Promise<{ items: readonly { id: string }[] }>;
}

const pageSize = 1000;

/** Every tenant's id, a page of a thousand read at a time (as the loop asks for them). */
export async function* everyTenant(tenants: TenantPages): AsyncGenerator<string> {
  for (let skipCount = 0; ; skipCount += pageSize) {
    const page = await tenants.list({ skipCount, maxResultCount: pageSize });
    for (const tenant of page.items) yield tenant.id;
    if (page.items.length < pageSize) return;
  }
}

/** What a job that works by each tenant's own clock reads: the tenants and each one's time zone setting. */
export interface TenantClocks {
  tenants: TenantPages;
  timeZoneOf(tenantId: string): Promise<string>;
}

/**
 * The tenants whose own clock (their time zone setting) shows 00:xx at `now`, each with its date then: the
 * daily jobs run hourly and handle each tenant in its midnight hour, so "today" is the tenant's date (an
 * offset of half an hour still meets one such hour).
 */
export async function* tenantsAtMidnight(
  deps: TenantClocks,
  now: Date,
): AsyncGenerator<{ tenantId: string; today: string }> {
  for await (const tenantId of everyTenant(deps.tenants)) {
    const zone = await deps.timeZoneOf(tenantId);
    if (hourIn(zone, now) === 0) yield { tenantId, today: dateIn(zone, now) };
  }
}

/**
 * A module's daily work (`run`: every tenant at its midnight hour, `tenantsAtMidnight`) as a pg-boss cron job
 * every hour on the hour, so that each tenant is met in the hour its own clock shows 00:xx.
 */
export async function dailyJob(boss: PgBoss, queue: string, daily: { run(now: Date): Promise<unknown> }) {
  await cronJob(boss, queue, '0 * * * *', (now) => daily.run(now));
}

/**
 * A pg-boss cron job: its queue, its schedule and its worker (looking every `cronPollSeconds`: a scheduled
 * job is not announced). A job has no request: `run` gets the system context's clock (the one seeds and
 * other work without a caller use; see decisions.md).
 */
export async function cronJob(
  boss: PgBoss,
  queue: string,
  cron: string,
  run: (now: Date) => Promise<unknown>,
): Promise<void> {
  await boss.createQueue(queue);
  await boss.schedule(queue, cron);
  await boss.work(queue, { pollingIntervalSeconds: cronPollSeconds }, () => run(systemContext(null).now()));
}
