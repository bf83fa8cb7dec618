import {
  type PayrollRunNextPeriodDto,
  type PayrollRunPeriodCheckDto,
  PayrollRunStates,
  PayslipState,
} from '@hr/contracts';
import { and, eq, gte, isNotNull, lte, or, sql } from 'drizzle-orm';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { AppError } from '../../platform/errors.ts';
import { addDays, tenantToday } from '../../platform/tenant-date.ts';
import { payrollRuns, payslips } from './payroll.tables.ts';
import type { PayrollRunDeps } from './payroll-run.service.ts';

const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The calendar month of a date: its first and last days. */
export function monthOf(date: string): { startDate: string; endDate: string } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return { startDate: isoDate(year, month, 1), endDate: isoDate(year, month, lastDayOf(year, month)) };
}

/**
 * The period after one that ended on `end`: the next calendar month when `end` is a month's last day,
 * else the cut-off month from the next day (16 June to 15 July after 16 May to 15 June), its end the day
 * before the same day of the following month (the month's last day when it has no such day).
 */
export function periodAfter(end: string): { startDate: string; endDate: string } {
  const startDate = addDays(end, 1);
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  if (day === 1) return monthOf(startDate);
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const sameDay = Math.min(day, lastDayOf(nextYear, nextMonth));
  return { startDate, endDate: addDays(isoDate(nextYear, nextMonth, sameDay), -1) };
}

/**
 * What the New run dialog asks before starting: the period to propose (after the latest paid) and, for a
 * chosen period, who of its employees is paid already (each of them would fail in the run).
 */
export function createPayrollRunPeriods(
  db: Database,
  deps: Pick<PayrollRunDeps, 'timeZoneOf' | 'contracts' | 'departments'>,
) {
  const live = PayrollRunStates.values;
  return {
    /**
     * The period after the latest one the tenant has paid or is paying: the latest end of a Confirmed
     * payslip, or of a Draft one a run made (a run's cancel cancels its Drafts, so these are runs Running
     * or Generated, waiting to be confirmed: proposing their month again would fail everyone with
     * `Payslip:DraftInAnotherRun`), or of a run still Queued. A Draft generated alone does not count (a
     * trial, replaced by the run). Nothing paid: the current month on the tenant's calendar.
     */
    async nextPeriod(ctx: RequestContext): Promise<PayrollRunNextPeriodDto> {
      const tenantId = tenantOf(ctx);
      const after = await db.transaction(ctx, async (tx) => {
        const [slip] = await tx
          .select({ end: sql<string | null>`max(${payslips.endDate})::text` })
          .from(payslips)
          .where(
            tenantRows(payslips, tenantId, [
              or(
                eq(payslips.state, PayslipState.Confirmed),
                and(eq(payslips.state, PayslipState.Draft), isNotNull(payslips.runId)),
              ),
            ]),
          );
        const [queued] = await tx
          .select({ end: sql<string | null>`max(${payrollRuns.endDate})::text` })
          .from(payrollRuns)
          .where(tenantRows(payrollRuns, tenantId, [eq(payrollRuns.state, live.Queued)]));
        const ends = [slip?.end, queued?.end].filter((e): e is string => !!e);
        // ISO dates order as text: the latest is the last.
        return ends.sort().at(-1) ?? null;
      });
      if (after) return { ...periodAfter(after), after };
      const today = await tenantToday(deps, ctx);
      return { ...monthOf(today), after: null };
    },

    /**
     * Of the employees a run of the period would pay (everyone with an Active contract in force, or those
     * of the department and its sub-departments), how many have a Confirmed payslip overlapping it
     * (`Payslip:ConfirmedExists` in the run), and how many a Draft one of another run
     * (`Payslip:DraftInAnotherRun`).
     */
    async periodCheck(
      ctx: RequestContext,
      input: { startDate: string; endDate: string; departmentId?: string },
    ): Promise<PayrollRunPeriodCheckDto> {
      const tenantId = tenantOf(ctx);
      const { startDate, endDate } = input;
      if (endDate < startDate) throw new AppError('Payslip:EndBeforeStart', { startDate });
      return db.transaction(ctx, async (tx) => {
        let jobTitleIds: string[] | undefined;
        if (input.departmentId) {
          const under = await deps.departments.jobTitlesUnder(ctx, input.departmentId, true);
          if (!under) throw new AppError('PayrollRun:DepartmentNotFound');
          jobTitleIds = under;
        }
        const inForce = new Set(await deps.contracts.employeesInForce(ctx, startDate, endDate, jobTitleIds));
        const rows = await tx
          .selectDistinct({ employeeId: payslips.employeeId, state: payslips.state })
          .from(payslips)
          .where(
            tenantRows(payslips, tenantId, [
              lte(payslips.startDate, endDate),
              gte(payslips.endDate, startDate),
              or(
                eq(payslips.state, PayslipState.Confirmed),
                and(eq(payslips.state, PayslipState.Draft), isNotNull(payslips.runId)),
              ),
            ]),
          );
        const confirmed = new Set<string>();
        const drafts = new Set<string>();
        for (const r of rows) {
          if (!inForce.has(r.employeeId)) continue;
          (r.state === PayslipState.Confirmed ? confirmed : drafts).add(r.employeeId);
        }
        // One with both is counted once, as confirmed (the stronger refusal).
        for (const id of confirmed) drafts.delete(id);
        return { confirmedEmployees: confirmed.size, draftInRunEmployees: drafts.size };
      });
    },
  };
}
export type PayrollRunPeriods = ReturnType<typeof createPayrollRunPeriods>;
