import { JobExecutionStatus } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { systemContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PlatformServices } from '../../platform/platform-services.ts';
import { cronJob } from '../../platform/tenant-jobs.ts';
import type { TenancyApi } from '../tenancy/public.ts';
import type { TimeApi } from '../time/public.ts';

/**
 * A log the retention job purges: its table, the column of each record's time, the tenant setting that
 * says how long it is kept (in years or in days), and the default.
 */
export interface RetainedLog {
  table: string;
  timeColumn: string;
  setting: string;
  unit: 'years' | 'days';
  /** In `unit`s. */
  keep: number;
}

export const retainedLogs: readonly RetainedLog[] = [
  {
    table: 'audit_entity_changes',
    timeColumn: 'change_time',
    setting: 'AuditLogging.EntityChanges.RetentionYears',
    unit: 'years',
    keep: 7,
  },
  // The security log (identity's security_logs; its settings card allows 30 to 3650 days).
  {
    table: 'security_logs',
    timeColumn: 'creation_time',
    setting: 'AuditLogging.SecurityLogs.RetentionDays',
    unit: 'days',
    keep: 365,
  },
];

/** Rows deleted per statement: a purge never holds many locks or a long transaction. */
export const purgeBatch = 5000;
const retentionGroup = 'LogRetention';

/**
 * The cut-off of a log's retention: its setting (years: at least 1, at most 100; days: at least 30, at most
 * 36,500), or its default when the setting is no number.
 */
export function cutoffOf(
  now: Date,
  setting: string | undefined,
  log: Pick<RetainedLog, 'unit' | 'keep'>,
): Date {
  const parsed = Number.parseInt(setting ?? '', 10);
  const [least, most] = log.unit === 'years' ? [1, 100] : [30, 36_500];
  const kept = Number.isFinite(parsed) ? Math.min(Math.max(parsed, least), most) : log.keep;
  const cutoff = new Date(now);
  if (log.unit === 'years') cutoff.setUTCFullYear(cutoff.getUTCFullYear() - kept);
  else cutoff.setUTCDate(cutoff.getUTCDate() - kept);
  return cutoff;
}

/**
 * The daily retention purge (issue 40 §4). The application role may not delete from a log (append-only), so
 * the purge runs on the **owner's connection**, in a transaction per batch that sets the tenant (the owner is
 * bound by the forced row-level security too, unless it is a superuser), deleting at most `purgeBatch` rows
 * older than the tenant's cut-off. Each tenant's purge leaves a job execution record (HR > job executions)
 * with one line per log; the host's own records (tenant null) are purged with the logs' defaults.
 */
export function createRetention(
  db: Database,
  deps: {
    settings: Pick<PlatformServices['settings'], 'get'>;
    tenants: Pick<TenancyApi['tenants'], 'list'>;
    jobExecutions: TimeApi['jobExecutions'];
    logs?: readonly RetainedLog[];
  },
) {
  const logs = deps.logs ?? retainedLogs;

  /** Deletes one scope's records of a log older than the cut-off, batch by batch: how many. */
  async function purge(log: RetainedLog, tenantId: string | null, cutoff: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const deleted = await db.owner.transaction(async (tx) => {
        await tx.execute(sql`select set_config('app.tenant_id', ${tenantId ?? 'host'}, true)`);
        const scope = tenantId ? sql`tenant_id = ${tenantId}` : sql`tenant_id is null`;
        const result = (await tx.execute(sql`
          with gone as (
            delete from ${sql.identifier(log.table)} where ctid in (
              select ctid from ${sql.identifier(log.table)}
              where ${scope} and ${sql.identifier(log.timeColumn)} < ${cutoff.toISOString()}::timestamptz
              limit ${purgeBatch})
            returning 1)
          select count(*)::int as n from gone`)) as unknown as { rows: Array<{ n: number }> };
        return result.rows[0]?.n ?? 0;
      });
      total += deleted;
      if (deleted < purgeBatch) return total;
    }
  }

  return {
    purge,

    /** One tenant's purge of every log, with its job execution record. */
    async tenant(tenantId: string, now: Date): Promise<Record<string, number>> {
      const ctx = systemContext(tenantId, { now: () => now });
      const recordId = await db.transaction(ctx, (tx) =>
        deps.jobExecutions.enqueue(tx, ctx, {
          name: { key: 'Retention:Name' },
          groupName: retentionGroup,
          terminalId: null,
        }),
      );
      await deps.jobExecutions.begin(ctx, recordId);
      const counts: Record<string, number> = {};
      try {
        for (const log of logs) {
          const cutoff = cutoffOf(now, await deps.settings.get(ctx, log.setting), log);
          counts[log.table] = await purge(log, tenantId, cutoff);
          await deps.jobExecutions.log(ctx, recordId, [
            {
              type: 0,
              text: {
                key: 'Retention:Purged',
                params: {
                  log: log.table,
                  count: counts[log.table]!,
                  cutoff: cutoff.toISOString().slice(0, 10),
                },
              },
            },
          ]);
        }
      } catch (error) {
        const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
        await deps.jobExecutions.finish(ctx, recordId, JobExecutionStatus.Failed, {
          key: 'Retention:Failed',
          params: { error: message },
        });
        throw error;
      }
      await deps.jobExecutions.finish(ctx, recordId, JobExecutionStatus.Succeeded, {
        key: 'Retention:Purged',
        params: {
          log: logs.map((l) => l.table).join(', '),
          count: Object.values(counts).reduce((a, b) => a + b, 0),
          cutoff: '',
        },
      });
      return counts;
    },

    /** Every tenant's purge, then the host's own records with the logs' defaults. */
    async run(now: Date): Promise<void> {
      for (let skipCount = 0; ; skipCount += 1000) {
        const page = await deps.tenants.list({ skipCount, maxResultCount: 1000 });
        for (const tenant of page.items) await this.tenant(tenant.id, now);
        if (page.items.length < 1000) break;
      }
      for (const log of logs) await purge(log, null, cutoffOf(now, undefined, log));
    },
  };
}
export type Retention = ReturnType<typeof createRetention>;

export const retentionQueue = 'audit.retention';
/** Daily at 02:30 UTC. */
export const retentionCron = '30 2 * * *';

export async function auditJobs(services: { retention: Retention }, boss: PgBoss): Promise<void> {
  await cronJob(boss, retentionQueue, retentionCron, (now) => services.retention.run(now));
}
