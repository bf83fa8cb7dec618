import { type PagedResult, type PayslipDto, type PayslipListItemDto, PayslipState } from '@hr/contracts';
import { desc, eq } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { payslips } from './payroll.tables.ts';
import { onePayslip, ownSort, payslipPage, toDto } from './payslip.rows.ts';

/** Self-service: an employee's own payslips, the Confirmed ones only. */
export function createOwnPayslips(db: Database) {
  return {
    /** Self-service: the caller's own Confirmed payslips, the latest first (none without an employee). */
    async own(
      ctx: RequestContext,
      input: { skipCount: number; maxResultCount: number; sorting?: string },
    ): Promise<PagedResult<PayslipListItemDto>> {
      const tenantId = tenantOf(ctx);
      if (!ctx.employeeId) return { totalCount: 0, items: [] };
      const employeeId = ctx.employeeId;
      return db.transaction(ctx, (tx) =>
        payslipPage(
          tx,
          ctx.language,
          input,
          tenantRows(payslips, tenantId, [
            eq(payslips.employeeId, employeeId),
            eq(payslips.state, PayslipState.Confirmed),
          ]),
          [desc(payslips.startDate)],
          ownSort,
        ),
      );
    },

    /** Self-service: one of the caller's own Confirmed payslips; anything else is 404. */
    async ownGet(ctx: RequestContext, id: string): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      const row = await db.transaction(ctx, (tx) => onePayslip(tx, tenantId, id));
      if (row.employeeId !== ctx.employeeId || row.state !== PayslipState.Confirmed)
        throw new AppError('Payslip:NotFound');
      return toDto(row, ctx.language);
    },
  };
}
export type OwnPayslips = ReturnType<typeof createOwnPayslips>;
