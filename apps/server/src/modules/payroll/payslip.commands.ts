import {
  type CancelPayslipInput,
  type ConfirmPayslipInput,
  formatPayslipNumber,
  PayrollRunStates,
  type PayslipDto,
  PayslipState,
} from '@hr/contracts';
import { eq } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { updateStamped } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { payrollRuns, payslips } from './payroll.tables.ts';
import {
  payrollRunSource,
  type RunJournal,
  runEntryDescription,
  runPostings,
} from './payroll-run.journal.ts';
import { onePayslip, payslipById, toDto } from './payslip.rows.ts';

/** The changes of a payslip's state by HR: a Draft confirmed, a Draft or Confirmed one cancelled. */
export function createPayslipCommands(db: Database, journal?: Pick<RunJournal, 'post'>) {
  return {
    /** A Draft becomes Confirmed (under its stamp); it never changes again. */
    async confirm(ctx: RequestContext, id: string, input: ConfirmPayslipInput): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await onePayslip(tx, tenantId, id, true);
        if (row.state !== PayslipState.Draft) throw new AppError('Payslip:NotDraft');
        await updateStamped(tx, payslips, {
          where: payslipById(tenantId, id),
          stamp: input.concurrencyStamp,
          set: { state: PayslipState.Confirmed, confirmationTime: ctx.now(), confirmedById: ctx.userId },
          ctx,
        });
        return toDto(await onePayslip(tx, tenantId, id), ctx.language);
      });
    },

    /**
     * A Draft or Confirmed payslip is cancelled with the reason; it stays in the history. A Confirmed payslip
     * of a Confirmed run (whose journal entry holds its lines) has its own lines reversed in the same
     * transaction (issue 43): an entry of the run's source, dated as the run's entry, each of the payslip's
     * postings with its debit and credit accounts swapped (into that period, which must still be Opened:
     * Finance:JournalPeriodClosed otherwise, and nothing changes). A later cancel of the run reverses its
     * entry and this one: the run nets to nothing.
     */
    async cancel(ctx: RequestContext, id: string, input: CancelPayslipInput): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await onePayslip(tx, tenantId, id, true);
        if (row.state === PayslipState.Cancelled) throw new AppError('Payslip:AlreadyCancelled');
        const [run] =
          journal && row.state === PayslipState.Confirmed && row.runId
            ? await tx
                .select({
                  id: payrollRuns.id,
                  name: payrollRuns.name,
                  state: payrollRuns.state,
                  endDate: payrollRuns.endDate,
                })
                .from(payrollRuns)
                .where(tenantRows(payrollRuns, tenantId, [eq(payrollRuns.id, row.runId)]))
                .for('share')
            : [];
        // Read before the state changes: the postings are those of the run's Confirmed payslips.
        const postings =
          run?.state === PayrollRunStates.values.Confirmed ? await runPostings(tx, tenantId, run.id, id) : [];
        await updateStamped(tx, payslips, {
          where: payslipById(tenantId, id),
          stamp: input.concurrencyStamp,
          set: {
            state: PayslipState.Cancelled,
            cancellationTime: ctx.now(),
            cancelledById: ctx.userId,
            cancellationReason: input.reason.trim(),
          },
          ctx,
        });
        if (run && journal && postings.length)
          await journal.post(ctx, {
            date: run.endDate,
            sourceType: payrollRunSource,
            sourceId: run.id,
            description: runEntryDescription.payslipReversed[ctx.language](
              formatPayslipNumber(row.numberYear ?? 0, row.numberSeq ?? 0),
              row.employeeFullName,
              run.name,
            ),
            postings: postings.map((p) => ({
              ...p,
              debitAccountId: p.creditAccountId,
              creditAccountId: p.debitAccountId,
            })),
          });
        return toDto(await onePayslip(tx, tenantId, id), ctx.language);
      });
    },
  };
}
export type PayslipCommands = ReturnType<typeof createPayslipCommands>;
