import { attendanceMonthSummary, type EmployeeHomeDto } from '@hr/contracts';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { localNameOf } from '../../platform/db/names.ts';
import { AppError } from '../../platform/errors.ts';
import { tenantToday } from '../../platform/tenant-date.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { TimeApi } from '../time/public.ts';
import { holidayRows, upcomingHolidays } from './dashboard.hr.ts';
import { addDays, monthStart, places, rows, tenantOf } from './dashboard.scope.ts';

export interface EmployeeHomeDeps {
  timeZoneOf(ctx: Pick<RequestContext, 'tenantId'>): Promise<string>;
  attendanceDays: Pick<TimeApi['attendanceDays'], 'ownDays'>;
  documents: EmployeesApi['documents'];
}

/**
 * The signed-in employee's home: the next holiday, their open requests, this month's attendance (worked
 * against due so far, counted as My attendance counts it: the same days, `attendanceMonthSummary`), their
 * latest Confirmed payslip and their documents expiring in 30 days.
 * Only the caller's own rows (their token's employee id); a user without an employee record gets 404.
 */
export function createEmployeeHome(db: Database, deps: EmployeeHomeDeps) {
  return {
    async get(ctx: RequestContext): Promise<EmployeeHomeDto> {
      const tenantId = tenantOf(ctx);
      const employeeId = ctx.employeeId;
      if (!employeeId) throw new AppError('Dashboard:NoEmployee');
      const today = await tenantToday(deps, ctx);
      const from = monthStart(today);
      const result = await db.transaction(ctx, async (tx) => {
        const [me] = await rows<{ id: string }>(
          tx,
          sql`select id from employees where tenant_id = ${tenantId} and id = ${employeeId} and not is_deleted`,
        );
        if (!me) throw new AppError('Dashboard:NoEmployee');
        const holidays = await holidayRows(tx, tenantId, today, 1);
        const open = await rows<{
          id: string;
          name: string;
          from_date: string;
          to_date: string;
          state: number;
        }>(
          tx,
          sql`select q.id, ${localNameOf('t')} as name, q.from_date::text, q.to_date::text, q.state
                from leave_requests q join leave_types t on t.tenant_id = q.tenant_id and t.id = q.leave_type_id
               where q.tenant_id = ${tenantId} and q.employee_id = ${employeeId} and q.state in (0, 1)
               order by q.from_date, q.id limit 10`,
        );
        const [corrections] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from attendance_requests
               where tenant_id = ${tenantId} and employee_id = ${employeeId} and state in (0, 1)`,
        );
        const [payslip] = await rows<{
          id: string;
          start_date: string;
          end_date: string;
          net: string;
          currency_code: string;
          decimal_places: number;
        }>(
          tx,
          sql`select id, start_date::text, end_date::text, net::text, currency_code, decimal_places from payslips
               where tenant_id = ${tenantId} and employee_id = ${employeeId} and state = 1
               order by start_date desc, id desc limit 1`,
        );
        return { holidays, open, corrections: corrections?.n ?? 0, payslip };
      });
      const month = attendanceMonthSummary(
        await deps.attendanceDays.ownDays(ctx, { fromDate: from, toDate: today }),
      );
      const documentsExpiring = await deps.documents.expiringCount(ctx, {
        from: today,
        to: addDays(today, 30),
        employeeId,
      });
      const p = result.payslip;
      return {
        employeeId,
        today,
        nextHoliday: upcomingHolidays(result.holidays, today, 1)[0] ?? null,
        openLeaveRequests: result.open.map((r) => ({
          id: r.id,
          leaveTypeName: r.name,
          fromDate: r.from_date,
          toDate: r.to_date,
          state: r.state,
        })),
        openCorrections: result.corrections,
        attendance: { workedMinutes: month.workedMinutes, expectedMinutes: month.dueMinutes },
        latestPayslip: p
          ? {
              id: p.id,
              startDate: p.start_date,
              endDate: p.end_date,
              net: places(p.net, p.decimal_places),
              currencyCode: p.currency_code,
            }
          : null,
        documentsExpiring,
      };
    },
  };
}
