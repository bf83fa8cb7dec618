import { displayRange, PayrollPermissions, SearchResultKind } from '@hr/contracts';
import { desc, or } from 'drizzle-orm';
import { tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { among, idsFound, sameId } from '../../platform/db/search.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { SearchProvider } from '../workspace/public.ts';
import { payslips } from './payroll.tables.ts';

/**
 * Payslips in the global search (holders of the payslips' read policy only). Payslips have no number of
 * their own: a payslip's id finds it, and an employee's name (the employees' own search, a few of them)
 * finds their latest payslips through the employee index; the period under the name.
 */
export function payslipSearchProvider(
  db: Database,
  deps: { employees: Pick<EmployeesApi['employees'], 'list'> },
): SearchProvider {
  return {
    kind: SearchResultKind.Payslip,
    policy: PayrollPermissions.Payslips.Default,
    async search(ctx, text, limit) {
      const tenantId = tenantOf(ctx);
      const employeeIds = await idsFound(deps.employees.list, ctx, text, limit);
      const byId = sameId(payslips.id, text);
      if (!employeeIds.length && !byId) return [];
      const rows = await db.transaction(ctx, (tx) =>
        tx
          .select({
            id: payslips.id,
            name: payslips.employeeFullName,
            startDate: payslips.startDate,
            endDate: payslips.endDate,
          })
          .from(payslips)
          .where(tenantRows(payslips, tenantId, [or(byId, among(payslips.employeeId, employeeIds))]))
          .orderBy(desc(payslips.startDate), desc(payslips.id))
          .limit(limit),
      );
      return rows.map((r) => ({ id: r.id, title: r.name, subtitle: displayRange(r.startDate, r.endDate) }));
    },
  };
}
