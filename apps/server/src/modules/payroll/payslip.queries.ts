import {
  type GetPayslips,
  type PagedResult,
  type PayslipDto,
  type PayslipListItemDto,
  parsePayslipNumber,
} from '@hr/contracts';
import { asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { payslips } from './payroll.tables.ts';
import { listSort, onePayslip, payslipPage, toDto } from './payslip.rows.ts';
import type { PayslipDeps } from './payslip.service.ts';

/** A number searched: its sequence, and its year when given (PS-2026-000123, 2026-123, 123). */
function numberFilter(text: string | undefined) {
  if (text === undefined || text === '') return [];
  const parsed = parsePayslipNumber(text);
  if (!parsed) return [sql`false`];
  const { year, sequence } = parsed;
  return [eq(payslips.numberSeq, sequence), year === null ? undefined : eq(payslips.numberYear, year)];
}

/** HR's reads of the payslips: the list with its filters, and one payslip. */
export function createPayslipQueries(db: Database, deps: Pick<PayslipDeps, 'departments'>) {
  return {
    async get(ctx: RequestContext, id: string): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      return toDto(await db.transaction(ctx, (tx) => onePayslip(tx, tenantId, id)), ctx.language);
    },

    /** Paging, sorting and the filters of the contract; the latest period first by default. */
    async list(ctx: RequestContext, input: GetPayslips): Promise<PagedResult<PayslipListItemDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        let jobTitleIds: string[] | null = null;
        if (input.departmentId) {
          jobTitleIds = (await deps.departments.jobTitlesUnder(ctx, input.departmentId, true)) ?? [];
          if (!jobTitleIds.length) return { totalCount: 0, items: [] };
        }
        const where = tenantRows(payslips, tenantId, [
          input.startDate ? gte(payslips.endDate, input.startDate) : undefined,
          input.endDate ? lte(payslips.startDate, input.endDate) : undefined,
          jobTitleIds ? inArray(payslips.jobTitleId, jobTitleIds) : undefined,
          input.state !== undefined ? eq(payslips.state, input.state) : undefined,
          input.runId ? eq(payslips.runId, input.runId) : undefined,
          input.employeeId ? eq(payslips.employeeId, input.employeeId) : undefined,
          ...numberFilter(input.number),
        ]);
        return payslipPage(
          tx,
          ctx.language,
          input,
          where,
          [desc(payslips.startDate), asc(payslips.employeeFullName)],
          listSort,
        );
      });
    },
  };
}
export type PayslipQueries = ReturnType<typeof createPayslipQueries>;
