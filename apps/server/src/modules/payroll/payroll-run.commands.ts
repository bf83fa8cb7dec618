import { type PayrollRunDto, PayrollRunStates, PayslipState } from '@hr/contracts';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { modified } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { payrollRunEmployees, payrollRuns, payslips } from './payroll.tables.ts';
import {
  payrollRunSource,
  type RunJournal,
  runEntryDescription,
  runPostings,
} from './payroll-run.journal.ts';
import {
  oneRun,
  type RunDtos,
  RunEmployeeStatus,
  type RunQueue,
  runById,
  runEmployeesOf,
  wrongState,
} from './payroll-run.rows.ts';

/** The reason a run's cancel writes on its Draft payslips (kept in their history). */
const cancelledWithRun = {
  en: (name: string) => `Cancelled with the payroll run "${name}".`,
  ar: (name: string) => `أُلغيت مع تشغيل الرواتب "${name}".`,
};

/**
 * The changes of a run's state: a Generated or Failed run's failures retried, a run cancelled (with its Draft
 * payslips) or confirmed as a whole (its Draft payslips become Confirmed).
 */
export function createPayrollRunCommands(
  db: Database,
  runQueue: RunQueue,
  { dtoOf }: RunDtos,
  journal?: RunJournal,
) {
  return {
    /**
     * For finance's close of a fiscal period (hook `financialPeriodCloseGuards`, in the close's
     * transaction): refused while a run ending in the period is Queued, Running or Generated, i.e. will
     * post into it once confirmed (PayrollRun:UnconfirmedInPeriod, naming them).
     */
    async assertNoneUnconfirmed(
      ctx: RequestContext,
      period: { code: string; startDate: string; endDate: string },
    ): Promise<void> {
      const tenantId = tenantOf(ctx);
      const { Queued, Running, Generated } = PayrollRunStates.values;
      const open = await db.transaction(ctx, (tx) =>
        tx
          .select({ name: payrollRuns.name })
          .from(payrollRuns)
          .where(
            tenantRows(payrollRuns, tenantId, [
              inArray(payrollRuns.state, [Queued, Running, Generated]),
              gte(payrollRuns.endDate, period.startDate),
              lte(payrollRuns.endDate, period.endDate),
            ]),
          )
          .orderBy(asc(payrollRuns.startDate))
          .limit(6),
      );
      if (open.length)
        throw new AppError('PayrollRun:UnconfirmedInPeriod', {
          code: period.code,
          runs:
            open
              .slice(0, 5)
              .map((r) => `"${r.name}"`)
              .join(', ') + (open.length > 5 ? ', …' : ''),
        });
    },

    /**
     * A Generated or Failed run's failed employees become pending again and the job goes on with them; the
     * job is queued in the same transaction (the run Queued again with its job, or unchanged).
     */
    async retryFailed(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      const tenantId = tenantOf(ctx);
      const send = runQueue.send;
      if (!send) throw new AppError('PayrollRun:QueueNotAvailable');
      await db.transaction(ctx, async (tx) => {
        const run = await oneRun(tx, tenantId, id, true);
        const { Generated, Failed } = PayrollRunStates.values;
        if (run.state !== Generated && run.state !== Failed) throw wrongState(ctx, run.state);
        const again = await tx
          .update(payrollRunEmployees)
          .set({ status: RunEmployeeStatus.Pending, errorCode: null, errorParams: null, time: null })
          .where(and(runEmployeesOf(tenantId, id), eq(payrollRunEmployees.status, RunEmployeeStatus.Failed)))
          .returning({ employeeId: payrollRunEmployees.employeeId });
        if (!again.length) throw new AppError('PayrollRun:NoFailures');
        await tx
          .update(payrollRuns)
          .set({
            state: PayrollRunStates.values.Queued,
            finishTime: null,
            ...modified(ctx),
          })
          .where(runById(tenantId, id));
        await send({ tenantId, runId: id }, tx);
      });
      return db.transaction(ctx, (tx) => dtoOf(ctx, tx, id));
    },

    /**
     * A Queued, Running, Generated or Failed run becomes Cancelled with its Draft payslips (they stay in the
     * history, with the reason). A Running one's batch in hand finds it Cancelled when it is done and rolls
     * back; the job stops there. A Confirmed run is cancelled with its Confirmed payslips, and the reversing
     * entry of its journal entry is posted in the same transaction (dated as the entry, into its period,
     * which must still be Opened: Finance:JournalPeriodClosed otherwise, and nothing changes).
     */
    async cancel(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const run = await oneRun(tx, tenantId, id, true);
        const { Queued, Running, Generated, Failed, Confirmed, Cancelled } = PayrollRunStates.values;
        if (![Queued, Running, Generated, Failed, Confirmed].includes(run.state))
          throw wrongState(ctx, run.state);
        const now = ctx.now();
        const stamped = modified(ctx);
        if (run.state === Confirmed && journal)
          await journal.reverseSource(ctx, {
            sourceType: payrollRunSource,
            sourceId: id,
            date: run.endDate,
            description: runEntryDescription.reversed[ctx.language](run.name),
          });
        const cancelledStates = run.state === Confirmed ? PayslipState.Confirmed : PayslipState.Draft;
        await tx
          .update(payslips)
          .set({
            state: PayslipState.Cancelled,
            cancellationTime: now,
            cancelledById: ctx.userId,
            cancellationReason: cancelledWithRun[ctx.language](run.name).slice(0, 500),
            ...stamped,
          })
          .where(
            tenantRows(payslips, tenantId, [eq(payslips.runId, id), eq(payslips.state, cancelledStates)]),
          );
        await tx
          .update(payrollRuns)
          .set({ state: Cancelled, cancellationTime: now, cancelledById: ctx.userId, ...stamped })
          .where(runById(tenantId, id));
        return dtoOf(ctx, tx, id);
      });
    },

    /**
     * A Generated run (none pending) is confirmed: every Draft payslip of it becomes Confirmed in one
     * statement. Failed employees do not hold it back: they stay failed, counted in the answer. Its journal
     * entry is posted in the same transaction, dated the run's end, into the fiscal period containing it:
     * refused (and nothing confirmed) when there is none or it is Closed (issue 43). A run whose lines name
     * no account posts nothing and needs no period.
     */
    async confirm(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const run = await oneRun(tx, tenantId, id, true);
        if (run.state !== PayrollRunStates.values.Generated) throw wrongState(ctx, run.state);
        const now = ctx.now();
        const stamped = modified(ctx);
        const confirmed = await tx
          .update(payslips)
          .set({
            state: PayslipState.Confirmed,
            confirmationTime: now,
            confirmedById: ctx.userId,
            ...stamped,
          })
          .where(
            tenantRows(payslips, tenantId, [eq(payslips.runId, id), eq(payslips.state, PayslipState.Draft)]),
          )
          .returning({ id: payslips.id });
        if (!confirmed.length) throw new AppError('PayrollRun:NothingToConfirm');
        await tx
          .update(payrollRuns)
          .set({
            state: PayrollRunStates.values.Confirmed,
            confirmationTime: now,
            confirmedById: ctx.userId,
            ...stamped,
          })
          .where(runById(tenantId, id));
        // A run none of whose lines names accounts (payroll not linked to the books) posts nothing.
        const postings = journal ? await runPostings(tx, tenantId, id) : [];
        if (journal && postings.length)
          await journal.post(ctx, {
            date: run.endDate,
            sourceType: payrollRunSource,
            sourceId: id,
            description: runEntryDescription.posted[ctx.language](run.name, run.startDate, run.endDate),
            postings,
          });
        return dtoOf(ctx, tx, id);
      });
    },
  };
}
export type PayrollRunCommands = ReturnType<typeof createPayrollRunCommands>;
