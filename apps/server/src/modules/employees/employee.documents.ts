import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { employeeEntityType } from './employee.rows.ts';

/**
 * Employees' documents that expire soon (the dashboards' tile): the attachments bound to a live employee whose
 * expiry date falls from `from` to `to` (both included), of everyone, of one employee or of the employees on
 * some job titles (a department's). Until the documents module (issue 42) offers its own, this is where the
 * count is made. Joins the caller's transaction.
 */
export function createEmployeeDocuments(db: Database) {
  return {
    async expiringCount(
      ctx: Pick<RequestContext, 'tenantId'>,
      range: { from: string; to: string; employeeId?: string; jobTitleIds?: readonly string[] | null },
    ): Promise<number> {
      const tenantId = ctx.tenantId;
      if (!tenantId || range.jobTitleIds?.length === 0) return 0;
      const result = (await db.transaction(ctx, (tx) =>
        tx.execute(sql`
          select count(*)::int as n
            from attachments a
            join employees e on e.tenant_id = a.tenant_id and e.id = a.bind_entity_id and not e.is_deleted
           where a.tenant_id = ${tenantId} and a.entity_type = ${employeeEntityType}
             and a.expiry_date between ${range.from}::date and ${range.to}::date
             ${range.employeeId ? sql`and e.id = ${range.employeeId}` : sql``}
             ${range.jobTitleIds ? sql`and e.job_title_id = any(${`{${range.jobTitleIds.join(',')}}`}::uuid[])` : sql``}`),
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    },
  };
}
export type EmployeeDocuments = ReturnType<typeof createEmployeeDocuments>;
