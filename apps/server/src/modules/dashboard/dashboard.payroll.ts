import type { DashboardQuery, PayrollActivityDto, PayrollCostDto } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localNameOf } from '../../platform/db/names.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { FinanceApi } from '../finance/public.ts';
import {
  addMonths,
  employeeIn,
  monthStart,
  periodOf,
  places,
  rows,
  scopeOf,
  tenantOf,
  twelveMonths,
  uuids,
} from './dashboard.scope.ts';
import { noDepartment } from './dashboard.tables.ts';

export interface PayrollDashboardDeps {
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
  currencies: Pick<FinanceApi['currencies'], 'baseOf'>;
}

/**
 * The payroll dashboard: cost from the maintained summary of Confirmed payslips (`dashboard.tables.ts`), the
 * last runs with their failures, and the month's penalties and rewards.
 */
export function createPayrollDashboard(db: Database, deps: PayrollDashboardDeps) {
  const todayOf = (ctx: RequestContext) => tenantToday(deps, ctx);

  return {
    async cost(ctx: RequestContext, query: DashboardQuery): Promise<PayrollCostDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      const period = periodOf(query, { fromDate: addMonths(today, -11), toDate: today });
      const months = twelveMonths(period.toDate);
      const base = await deps.currencies.baseOf(ctx);
      return db.transaction(ctx, async (tx) => {
        const scope = await scopeOf(tx, tenantId, query.departmentId);
        const inScope = scope ? sql`and m.department_id = any(${uuids(scope.departmentIds)})` : sql``;
        const byMonth = await rows<{ month: string; gross: string; deductions: string; net: string }>(
          tx,
          sql`select m.month::text as month, sum(m.gross)::text as gross, sum(m.deductions)::text as deductions,
                     sum(m.net)::text as net
                from dashboard_payroll_months m
               where m.tenant_id = ${tenantId} and m.currency_code = ${base.code}
                 and m.month between ${months[0]}::date and ${months[11]}::date ${inScope}
               group by m.month`,
        );
        // The period's months: those its dates touch (a payslip counts in the month its period starts).
        const from = monthStart(period.fromDate);
        const byDepartment = await rows<{
          id: string;
          name: string | null;
          gross: string;
          deductions: string;
          net: string;
        }>(
          tx,
          sql`select m.department_id as id, ${localNameOf('d')} as name, sum(m.gross)::text as gross,
                     sum(m.deductions)::text as deductions, sum(m.net)::text as net
                from dashboard_payroll_months m
                left join departments d on d.tenant_id = m.tenant_id and d.id = m.department_id
               where m.tenant_id = ${tenantId} and m.currency_code = ${base.code}
                 and m.month between ${from}::date and ${period.toDate}::date ${inScope}
               group by m.department_id, d.name_en, d.name_ar
              having sum(m.payslips) > 0
               order by sum(m.gross) desc`,
        );
        const byCategory = await rows<{ code: string; name: string; amount: string }>(
          tx,
          // The category's names as the lines had them last (the summary's), in the reader's language.
          sql`select m.category_code as code,
                     coalesce(case when current_setting('app.language', true) = 'ar' then max(m.category_name_ar)
                                   else max(m.category_name_en) end,
                              max(m.category_name_en), max(m.category_name_ar), m.category_code) as name,
                     sum(m.amount)::text as amount
                from dashboard_payroll_categories m
               where m.tenant_id = ${tenantId} and m.currency_code = ${base.code}
                 and m.month between ${from}::date and ${period.toDate}::date ${inScope}
               group by m.category_code
              having sum(m.amount) <> 0
               order by abs(sum(m.amount)) desc`,
        );
        const kept = new Map(byMonth.map((r) => [r.month, r]));
        const dp = base.decimalPlaces;
        return {
          period,
          currencyCode: base.code,
          byMonth: months.map((m) => {
            const r = kept.get(m);
            return {
              month: m.slice(0, 7),
              gross: places(r?.gross, dp),
              deductions: places(r?.deductions, dp),
              net: places(r?.net, dp),
            };
          }),
          byDepartment: byDepartment.map((r) => ({
            id: r.id === noDepartment ? null : r.id,
            name: r.name ?? '',
            gross: places(r.gross, dp),
            deductions: places(r.deductions, dp),
            net: places(r.net, dp),
          })),
          byCategory: byCategory.map((r) => ({ code: r.code, name: r.name, amount: places(r.amount, dp) })),
        };
      });
    },

    async activity(ctx: RequestContext, query: DashboardQuery): Promise<PayrollActivityDto> {
      const tenantId = tenantOf(ctx);
      const today = await todayOf(ctx);
      const period = periodOf(query, { fromDate: monthStart(today), toDate: today });
      return db.transaction(ctx, async (tx) => {
        const scope = await scopeOf(tx, tenantId, query.departmentId);
        const runs = await rows<{
          id: string;
          name: string;
          state: number;
          start_date: string;
          end_date: string;
          employees: number;
          failed: number;
        }>(
          tx,
          sql`select r.id, r.name, r.state, r.start_date::text, r.end_date::text,
                     (select count(*)::int from payroll_run_employees e where e.tenant_id = r.tenant_id and e.run_id = r.id) as employees,
                     (select count(*)::int from payroll_run_employees e
                       where e.tenant_id = r.tenant_id and e.run_id = r.id and e.status = 2) as failed
                from payroll_runs r
               where r.tenant_id = ${tenantId}
                 ${scope ? sql`and r.department_id = any(${uuids(scope.departmentIds)})` : sql``}
               order by r.creation_time desc, r.id desc
               limit 5`,
        );
        const [discipline] = await rows<{ penalties: number; rewards: number }>(
          tx,
          sql`select count(*) filter (where x.kind = 0)::int as penalties, count(*) filter (where x.kind = 1)::int as rewards
                from discipline_records x
               where x.tenant_id = ${tenantId} and not x.is_deleted
                 and x.implementation_date between ${period.fromDate}::date and ${period.toDate}::date
                 ${employeeIn(scope, sql`x.employee_id`, tenantId)}`,
        );
        return {
          period,
          runs: runs.map((r) => ({
            id: r.id,
            name: r.name,
            state: r.state,
            startDate: r.start_date,
            endDate: r.end_date,
            employees: r.employees,
            failed: r.failed,
          })),
          penalties: discipline?.penalties ?? 0,
          rewards: discipline?.rewards ?? 0,
        };
      });
    },
  };
}
export type PayrollDashboard = ReturnType<typeof createPayrollDashboard>;
