import { z } from 'zod';
import { dateOnly } from '../platform/dates.ts';
import { access } from '../platform/endpoint.ts';
import { resourceCalls } from '../platform/resource.ts';
import { HrDashboardPermissions, PayrollDashboardPermissions } from './dashboard.permissions.ts';

/** At most a year and a day between the range's ends (a dashboard's period; its trends are 12 months). */
export const dashboardRangeMaxDays = 366;

/**
 * The HR and payroll dashboards' filter: a period (both ends included, at most 366 days) and a department
 * (its sub-departments included). Without a period each figure takes its own (docs/decisions.md).
 */
export const dashboardQuery = z
  .object({
    fromDate: dateOnly.optional(),
    toDate: dateOnly.optional(),
    departmentId: z.uuid().optional(),
  })
  .superRefine((q, ctx) => {
    if (!q.fromDate !== !q.toDate)
      ctx.addIssue({
        code: 'custom',
        path: [q.fromDate ? 'toDate' : 'fromDate'],
        message: 'Dashboard:RangeBothEnds',
      });
    else if (q.fromDate && q.toDate) {
      if (q.toDate < q.fromDate)
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'Dashboard:RangeOrder' });
      else if ((Date.parse(q.toDate) - Date.parse(q.fromDate)) / 86_400_000 + 1 > dashboardRangeMaxDays)
        ctx.addIssue({ code: 'custom', path: ['toDate'], message: 'Dashboard:RangeTooLong' });
    }
  });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const period = z.object({ fromDate: dateOnly, toDate: dateOnly });
const named = z.object({ id: z.uuid().nullable(), name: z.string(), count: z.number().int() });
/** Money as a decimal string (exact sums of numeric columns). */
const amount = z.string();

export const hrHeadcountDto = z.object({
  period,
  /** Live Active employees now. */
  headcount: z.number().int(),
  /** Employees with a contract in force on each month's last day (today for the current month), oldest first. */
  trend: z.array(z.object({ month: z.string(), count: z.number().int() })),
  byDepartment: z.array(named),
  byJobTitle: z.array(named),
  /** Employees whose first contract in force began in the period. */
  joiners: z.number().int(),
  /** Employees whose last contract in force ended in the period (none in force after it). */
  leavers: z.number().int(),
});
export type HrHeadcountDto = z.infer<typeof hrHeadcountDto>;

export const hrTodayDto = z.object({
  date: dateOnly,
  /** Employees with expected time today (the expected-time service). */
  expected: z.number().int(),
  /** Of those, with an attendance record for today. */
  present: z.number().int(),
  /** Of the present, whose first check-in came after their first expected interval began. */
  late: z.number().int(),
  /** Of the expected, on approved leave today and not present. */
  onLeave: z.number().int(),
  /** Of the expected, neither present nor on leave, whose first expected interval has begun. */
  absent: z.number().int(),
  /** Of the expected, neither present nor on leave, whose first expected interval begins later today. */
  notYetDue: z.number().int(),
});
export type HrTodayDto = z.infer<typeof hrTodayDto>;

const pending = z.object({
  count: z.number().int(),
  /** Days since the oldest was asked (0 without any). */
  oldestDays: z.number().int(),
  /** Counts by age: under 2 days, 2 to 7, over 7. */
  byAge: z.object({ fresh: z.number().int(), week: z.number().int(), older: z.number().int() }),
});

export const hrAttentionDto = z.object({
  pendingLeave: pending,
  pendingCorrections: pending,
  /** Active contracts whose end falls from today to 30 days on. */
  contractsEnding: z.number().int(),
  /** Employees' documents whose expiry date falls from today to 30 days on. */
  documentsExpiring: z.number().int(),
  /** The first holidays from today on (at most 5). */
  holidays: z.array(z.object({ name: z.string(), fromDate: dateOnly, toDate: dateOnly })),
  window: period,
});
export type HrAttentionDto = z.infer<typeof hrAttentionDto>;

export const hrLeaveDto = z.object({
  period,
  /** Days of approved leave taken in the period by type (counted days of the requests' breakdown). */
  byType: z.array(z.object({ leaveTypeId: z.uuid(), name: z.string(), days: z.string() })),
});
export type HrLeaveDto = z.infer<typeof hrLeaveDto>;

const costLine = z.object({ gross: amount, deductions: amount, net: amount });

export const payrollCostDto = z.object({
  period,
  /** The tenant's base currency; payslips in another currency are left out. */
  currencyCode: z.string().nullable(),
  /** Confirmed payslips by the month their period starts, 12 months ending with the period's. */
  byMonth: z.array(costLine.extend({ month: z.string() })),
  byDepartment: z.array(costLine.extend({ id: z.uuid().nullable(), name: z.string() })),
  /** Totals of the payslips' lines by salary rule category, in the period. */
  byCategory: z.array(z.object({ code: z.string(), name: z.string(), amount })),
});
export type PayrollCostDto = z.infer<typeof payrollCostDto>;

export const payrollActivityDto = z.object({
  period,
  runs: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      state: z.number().int(),
      startDate: dateOnly,
      endDate: dateOnly,
      employees: z.number().int(),
      failed: z.number().int(),
    }),
  ),
  penalties: z.number().int(),
  rewards: z.number().int(),
});
export type PayrollActivityDto = z.infer<typeof payrollActivityDto>;

export const employeeHomeDto = z.object({
  employeeId: z.uuid(),
  today: dateOnly,
  nextHoliday: z.object({ name: z.string(), fromDate: dateOnly, toDate: dateOnly }).nullable(),
  openLeaveRequests: z.array(
    z.object({
      id: z.uuid(),
      leaveTypeName: z.string(),
      fromDate: dateOnly,
      toDate: dateOnly,
      state: z.number().int(),
    }),
  ),
  openCorrections: z.number().int(),
  /** This month up to today: minutes worked (closed records) and expected. */
  attendance: z.object({ workedMinutes: z.number().int(), expectedMinutes: z.number().int() }),
  latestPayslip: z
    .object({ id: z.uuid(), startDate: dateOnly, endDate: dateOnly, net: amount, currencyCode: z.string() })
    .nullable(),
  documentsExpiring: z.number().int(),
});
export type EmployeeHomeDto = z.infer<typeof employeeHomeDto>;

const hr = access.policy(HrDashboardPermissions.Dashboard.Default);
const payroll = access.policy(PayrollDashboardPermissions.Dashboard.Default);
const call = resourceCalls('/api/app/dashboard', 'Dashboard');

export const dashboardEndpoints = {
  hrHeadcount: call('GET', 'hr/headcount', hr, { query: dashboardQuery, response: hrHeadcountDto }),
  hrToday: call('GET', 'hr/today', hr, { query: dashboardQuery, response: hrTodayDto }),
  hrAttention: call('GET', 'hr/attention', hr, { query: dashboardQuery, response: hrAttentionDto }),
  hrLeave: call('GET', 'hr/leave', hr, { query: dashboardQuery, response: hrLeaveDto }),
  payrollCost: call('GET', 'payroll/cost', payroll, { query: dashboardQuery, response: payrollCostDto }),
  payrollActivity: call('GET', 'payroll/activity', payroll, {
    query: dashboardQuery,
    response: payrollActivityDto,
  }),
  /** The signed-in employee's home (404 Dashboard:NoEmployee for a user without an employee record). */
  employeeHome: call('GET', 'me', access.authenticated, { response: employeeHomeDto }),
};
