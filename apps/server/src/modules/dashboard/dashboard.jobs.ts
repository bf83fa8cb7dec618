import { JobExecutionStatus } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { addDays, dateIn, hourIn } from '../../platform/tenant-date.ts';
import { cronJob } from '../../platform/tenant-jobs.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import type { TimeApi } from '../time/public.ts';
import { rows } from './dashboard.scope.ts';

/** The queue of the day's roster (HR's today): built before the day starts. */
export const rosterQueue = 'dashboard.roster';
/** Hourly: each tenant builds tomorrow in the hour its own clock shows 23:xx (and today whenever missing). */
export const rosterCron = '0 * * * *';
/** The hour of the tenant's clock in which the next day is built. */
export const rosterHour = 23;
const rosterGroup = 'Dashboard';

/**
 * The day's roster built ahead (issue 41 §8): `dashboard_roster_build` for a tenant and day, the 5 s it takes
 * at 100,000 employees paid by this job instead of the day's first reader (who still builds a day the job
 * has not: `hr/today`'s fallback). A day already built is left alone without a record; a build writes a job
 * execution record (HR > job executions) with the day and its rows, or the error.
 */
export function createRosterJob(
  db: Database,
  deps: {
    tenants: Pick<TenancyApi['tenants'], 'list'>;
    timeZoneOf(tenantId: string): Promise<string>;
    jobExecutions: TimeApi['jobExecutions'];
  },
) {
  const isBuilt = async (tenantId: string, day: string) => {
    const [row] = await db.transaction({ tenantId }, (tx) =>
      rows<{ built: boolean }>(
        tx,
        sql`select exists (select 1 from dashboard_roster_days
                            where tenant_id = ${tenantId} and day = ${day}::date) as built`,
      ),
    );
    return row?.built ?? false;
  };

  return {
    /** Builds one tenant's `day` unless it is built: how many employees it holds, or null when built before. */
    async build(tenantId: string, day: string, now: Date): Promise<number | null> {
      if (await isBuilt(tenantId, day)) return null;
      const ctx = systemContext(tenantId, { now: () => now });
      const recordId = await db.transaction(ctx, (tx) =>
        deps.jobExecutions.enqueue(tx, ctx, {
          name: { key: 'Roster:Name', params: { day } },
          groupName: rosterGroup,
          terminalId: null,
        }),
      );
      await deps.jobExecutions.begin(ctx, recordId);
      let count: number;
      try {
        count = await db.transaction(ctx, async (tx) => {
          await tx.execute(sql`select dashboard_roster_build(${tenantId}, ${day}::date)`);
          const [row] = await rows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from dashboard_roster where tenant_id = ${tenantId} and day = ${day}::date`,
          );
          return row?.n ?? 0;
        });
        // The day's rows are new: the planner's statistics of them, now rather than at autovacuum's turn (the
        // owner's connection: the application role may not analyze).
        await db.owner.execute(sql`analyze dashboard_roster`);
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
        await deps.jobExecutions.finish(ctx, recordId, JobExecutionStatus.Failed, {
          key: 'Roster:Failed',
          params: { day, error: message },
        });
        throw error;
      }
      await deps.jobExecutions.finish(ctx, recordId, JobExecutionStatus.Succeeded, {
        key: 'Roster:Built',
        params: { day, count },
      });
      return count;
    },

    /**
     * Every tenant at `now`: today when it is not built yet (a new tenant, a server that was down at 23:00),
     * and tomorrow in the tenant's 23:xx hour. A tenant's failure does not stop the others'.
     */
    async run(now: Date): Promise<{ built: number; failed: number }> {
      let built = 0;
      let failed = 0;
      for (let skipCount = 0; ; skipCount += 1000) {
        const page = await deps.tenants.list({ skipCount, maxResultCount: 1000 });
        for (const tenant of page.items) {
          const zone = await deps.timeZoneOf(tenant.id);
          const today = dateIn(zone, now);
          const days = hourIn(zone, now) === rosterHour ? [today, addDays(today, 1)] : [today];
          for (const day of days) {
            try {
              if ((await this.build(tenant.id, day, now)) !== null) built++;
            } catch {
              failed++;
            }
          }
        }
        if (page.items.length < 1000) return { built, failed };
      }
    },
  };
}
export type RosterJob = ReturnType<typeof createRosterJob>;

/** The roster's hourly pg-boss cron job. */
export async function dashboardJobs(services: { roster: RosterJob }, boss: PgBoss): Promise<void> {
  await cronJob(boss, rosterQueue, rosterCron, (now) => services.roster.run(now));
}
