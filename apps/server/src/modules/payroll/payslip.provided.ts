import { PayslipState } from '@hr/contracts';
import { asc, eq, gt, lt, ne, or } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { payslips } from './payroll.tables.ts';
import { lockEmployees } from './payslip.rows.ts';

/** What the payslips answer to other modules (through `public.ts`): the contracts' change of dates. */
export function createPayslipProvided(db: Database) {
  return {
    /**
     * The periods (by start) of the contract's Confirmed payslips not wholly within start..end: for contracts'
     * `ContractPayslips`, a change of the contract's dates must not leave one outside them. Joins the caller's
     * transaction. Under the employee's lock (a generation under way finishes first), the contract's live
     * payslips outside start..end are share-locked: a confirmation under way finishes first and is seen here,
     * a later one waits for the caller's commit.
     */
    async confirmedOfContractOutside(
      ctx: Pick<RequestContext, 'tenantId'>,
      contract: { id: string; employeeId: string; start: string; end: string },
    ): Promise<Array<{ startDate: string; endDate: string }>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await lockEmployees(tx, tenantId, [contract.employeeId]);
        const rows = await tx
          .select({ state: payslips.state, startDate: payslips.startDate, endDate: payslips.endDate })
          .from(payslips)
          .where(
            tenantRows(payslips, tenantId, [
              eq(payslips.employeeId, contract.employeeId),
              eq(payslips.contractId, contract.id),
              ne(payslips.state, PayslipState.Cancelled),
              or(lt(payslips.startDate, contract.start), gt(payslips.endDate, contract.end)),
            ]),
          )
          .orderBy(asc(payslips.startDate), asc(payslips.id))
          .for('share');
        // Drafts are share-locked too: one being confirmed now is read once its confirmation commits.
        return rows
          .filter((r) => r.state === PayslipState.Confirmed)
          .map(({ startDate, endDate }) => ({ startDate, endDate }));
      });
    },
  };
}
export type PayslipProvided = ReturnType<typeof createPayslipProvided>;
