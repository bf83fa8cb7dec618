import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { employeeEntityType } from './employee.rows.ts';

/**
 * Employees' documents that expire soon (the dashboards' tile), by the documents module's rule (extensions'
 * employee-documents.ts, what the Expiring soon page lists): the live attachments (not superseded) of a type
 * that expires, bound to a live employee, whose expiry date falls from `from` to `to` (both included), of
 * everyone, of one employee or of the employees on some job titles (a department's). One SQL count, where the
 * page's counts read the items. Joins the caller's transaction.
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
            join attachment_types t on t.tenant_id = a.tenant_id and t.id = a.attachment_type_id and t.expires
           where a.tenant_id = ${tenantId} and a.entity_type = ${employeeEntityType}
             and a.superseded_by_id is null
             and a.expiry_date between ${range.from}::date and ${range.to}::date
             ${range.employeeId ? sql`and e.id = ${range.employeeId}` : sql``}
             ${range.jobTitleIds ? sql`and e.job_title_id = any(${`{${range.jobTitleIds.join(',')}}`}::uuid[])` : sql``}`),
      )) as unknown as { rows: { n: number }[] };
      return result.rows[0]?.n ?? 0;
    },
  };
}
export type EmployeeDocuments = ReturnType<typeof createEmployeeDocuments>;
