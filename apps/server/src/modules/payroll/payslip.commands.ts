import {
  type CancelPayslipInput,
  type ConfirmPayslipInput,
  type PayslipDto,
  PayslipState,
} from '@hr/contracts';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { updateStamped } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors.ts';
import { payslips } from './payroll.tables.ts';
import { onePayslip, payslipById, toDto } from './payslip.rows.ts';

/** The changes of a payslip's state by HR: a Draft confirmed, a Draft or Confirmed one cancelled. */
export function createPayslipCommands(db: Database) {
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
        return toDto(await onePayslip(tx, tenantId, id));
      });
    },

    /** A Draft or Confirmed payslip is cancelled with the reason; it stays in the history. */
    async cancel(ctx: RequestContext, id: string, input: CancelPayslipInput): Promise<PayslipDto> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const row = await onePayslip(tx, tenantId, id, true);
        if (row.state === PayslipState.Cancelled) throw new AppError('Payslip:AlreadyCancelled');
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
        return toDto(await onePayslip(tx, tenantId, id));
      });
    },
  };
}
export type PayslipCommands = ReturnType<typeof createPayslipCommands>;
