import {
  type PagedResult,
  type PayrollRunDto,
  type PayrollRunFailureDto,
  type PayrollRunState,
  PayslipState,
  type payrollRunCategoryTotalDto,
} from '@hr/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import { listTotal, page, pageRows } from '../../platform/db/crud.ts';
import type { Database } from '../../platform/db/database.ts';
import { tenantRows } from '../../platform/db/tenant-table.ts';
import { translate } from '../../platform/errors.ts';
import { storedAmount } from './amounts.ts';
import { payrollRunEmployees, payrollRuns } from './payroll.tables.ts';
import { oneRun, type RunDtos, RunEmployeeStatus, runEmployeesOf, runOrder } from './payroll-run.rows.ts';
import { RunEmailStatus } from './payroll-run-email.service.ts';

type CategoryTotalDto = z.infer<typeof payrollRunCategoryTotalDto>;

/** The reads of the runs: the list, a run, whom it could not pay (or e-mail), its totals per category. */
export function createPayrollRunQueries(db: Database, { toDtos, dtoOf }: RunDtos) {
  return {
    async get(ctx: RequestContext, id: string): Promise<PayrollRunDto> {
      return db.transaction(ctx, (tx) => dtoOf(ctx, tx, id));
    },

    /** Paging, sorting (startDate, name, creationTime; the newest first by default), the state. */
    async list(
      ctx: RequestContext,
      input: { skipCount: number; maxResultCount: number; sorting?: string; state?: PayrollRunState },
    ): Promise<PagedResult<PayrollRunDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const where = tenantRows(payrollRuns, tenantId, [
          input.state !== undefined ? eq(payrollRuns.state, input.state) : undefined,
        ]);
        const order = runOrder(input.sorting);
        const result = await page(input, {
          total: () => listTotal(tx, payrollRuns, where),
          rows: (limit, offset) => pageRows(tx, payrollRuns, undefined, { where, order, limit, offset }),
        });
        return { ...result, items: await toDtos(ctx, tx, result.items) };
      });
    },

    /**
     * The employees the run could not pay, by name, with the refusal in the reader's language; or, with
     * `of: 'email'`, those its e-mail did not reach: failed (the mail server's reason, kept in the
     * requester's language) or skipped (no address), at the time the sending finished (or started).
     */
    async failures(
      ctx: RequestContext,
      id: string,
      input: { skipCount: number; maxResultCount: number },
      of: 'generation' | 'email' = 'generation',
    ): Promise<PagedResult<PayrollRunFailureDto>> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const run = await oneRun(tx, tenantId, id);
        const e = payrollRunEmployees;
        const where = and(
          runEmployeesOf(tenantId, id),
          of === 'email'
            ? inArray(e.emailStatus, [RunEmailStatus.Failed, RunEmailStatus.Skipped])
            : eq(e.status, RunEmployeeStatus.Failed),
        );
        const result = await page(input, {
          total: () => listTotal(tx, e, where),
          rows: (limit, offset) =>
            tx
              .select({
                employeeId: e.employeeId,
                employeeFullName: e.employeeFullName,
                errorCode: e.errorCode,
                errorParams: e.errorParams,
                time: e.time,
                emailStatus: e.emailStatus,
                emailError: e.emailError,
              })
              .from(e)
              .where(where)
              .orderBy(asc(e.employeeFullName), asc(e.employeeId))
              .limit(limit)
              .offset(offset),
        });
        const emailTime = run.emailFinishTime ?? run.emailStartTime ?? new Date(0);
        return {
          ...result,
          items: result.items.map((r) => {
            const [code, params, time] =
              of === 'email'
                ? [
                    r.emailStatus === RunEmailStatus.Skipped
                      ? 'PayrollRun:EmailNoAddress'
                      : 'PayrollRun:EmailFailed',
                    { reason: r.emailError ?? '' },
                    emailTime,
                  ]
                : [
                    r.errorCode ?? '',
                    (r.errorParams ?? {}) as Record<string, unknown>,
                    r.time ?? new Date(0),
                  ];
            return {
              employeeId: r.employeeId,
              employeeFullName: r.employeeFullName,
              code,
              message: translate(code, ctx.language, params),
              time: time.toISOString(),
            };
          }),
        };
      });
    },

    /**
     * The run's payslips (not Cancelled) summed per salary rule category over their lines, in the order
     * the categories first appear in the structures; each category's name as the lines kept it, in the
     * reader's language (the transaction's `app.language`; the other when hers is empty, a line's one name
     * when it kept one).
     */
    async categoryTotals(ctx: RequestContext, id: string): Promise<CategoryTotalDto[]> {
      const tenantId = tenantOf(ctx);
      return db.transaction(ctx, async (tx) => {
        await oneRun(tx, tenantId, id);
        const result = (await tx.execute(sql`
          select item->>'categoryCode' as "categoryCode",
                 min(coalesce(case when current_setting('app.language', true) = 'ar' then item->>'categoryNameAr'
                                   else item->>'categoryNameEn' end,
                              item->>'categoryNameEn', item->>'categoryNameAr', item->>'categoryName')) as "categoryName",
                 sum((item->>'amount')::numeric)::text as amount, max(p.decimal_places)::int as places,
                 min((item->>'sequence')::int) as first
          from payslips p cross join lateral jsonb_array_elements(p.items) as item
          where p.tenant_id = ${tenantId} and p.run_id = ${id} and p.state <> ${PayslipState.Cancelled}
          group by item->>'categoryCode'
          order by first, "categoryCode"`)) as unknown as {
          rows: Array<{ categoryCode: string; categoryName: string; amount: string; places: number }>;
        };
        return result.rows.map((r) => ({
          categoryCode: r.categoryCode,
          categoryName: r.categoryName,
          amount: storedAmount(r.amount, r.places),
        }));
      });
    },
  };
}
export type PayrollRunQueries = ReturnType<typeof createPayrollRunQueries>;
