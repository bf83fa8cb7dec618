import { date, index, integer, numeric, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant, tenantIsolationPolicy } from '../../platform/db/columns.ts';

/** The department key of a payslip without a department (a primary key column cannot be null). */
export const noDepartment = '00000000-0000-0000-0000-000000000000';

/**
 * The payroll dashboard's maintained summary: the Confirmed payslips' totals by the month their period starts,
 * department (at generation; `noDepartment` for none) and currency. Written only by the trigger on payslips
 * (the custom migration `dashboard-payroll-totals`): a statement adds the rows it confirmed and takes off the
 * ones it cancelled, so a year of 100,000 payslips a month is read as a few hundred rows (docs/decisions.md).
 */
export const dashboardPayrollMonths = pgTable(
  'dashboard_payroll_months',
  {
    tenantId: uuid('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    payslips: integer('payslips').notNull(),
    gross: numeric('gross', { precision: 20, scale: 3 }).notNull(),
    deductions: numeric('deductions', { precision: 20, scale: 3 }).notNull(),
    net: numeric('net', { precision: 20, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_payroll_months_pk',
      columns: [t.tenantId, t.month, t.departmentId, t.currencyCode],
    }),
    tenantIsolationPolicy('dashboard_payroll_months'),
  ],
);

/**
 * The same payslips' lines summed by salary rule category: its code and the names it had last in English and
 * in Arabic (the lines' `categoryNameEn` and `categoryNameAr`; a line written before 0062 gives its one
 * `categoryName` to both), read in the reader's language like every reference name (migration 0064).
 */
export const dashboardPayrollCategories = pgTable(
  'dashboard_payroll_categories',
  {
    tenantId: uuid('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    categoryCode: varchar('category_code', { length: 64 }).notNull(),
    categoryNameEn: varchar('category_name_en', { length: 128 }),
    categoryNameAr: varchar('category_name_ar', { length: 128 }),
    amount: numeric('amount', { precision: 20, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_payroll_categories_pk',
      columns: [t.tenantId, t.month, t.departmentId, t.currencyCode, t.categoryCode],
    }),
    tenantIsolationPolicy('dashboard_payroll_categories'),
  ],
);

/**
 * HR's "today" (issue 41 §8): who is expected on a day, one row per employee with a contract in force that
 * day (by the expected-time service's rules, the SQL of `dashboard_roster_rows`), with the first minute of
 * that day's working hours (null: not expected, no hours that day) and the first check-in of the day. A day's
 * rows are built at once by `dashboard_roster_build`, by the roster job before the day starts (or on the
 * day's first read when no job built it), then kept exact in the
 * writing transaction by statement-level triggers on contracts, their schedule ranges, working hours and
 * attendance records (the custom migration `dashboard-roster`). Days before yesterday are dropped by the next
 * day's build.
 */
export const dashboardRoster = pgTable(
  'dashboard_roster',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    employeeId: uuid('employee_id').notNull(),
    scheduleId: uuid('schedule_id'),
    firstMinute: integer('first_minute'),
    firstIn: instant('first_in'),
  },
  (t) => [
    primaryKey({ name: 'dashboard_roster_pk', columns: [t.tenantId, t.day, t.employeeId] }),
    tenantIsolationPolicy('dashboard_roster'),
  ],
);

/** The days whose roster is built, per tenant (a day without a row here is built on its first read). */
export const dashboardRosterDays = pgTable(
  'dashboard_roster_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    builtAt: instant('built_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'dashboard_roster_days_pk', columns: [t.tenantId, t.day] }),
    tenantIsolationPolicy('dashboard_roster_days'),
  ],
);

/**
 * HR's headcount (issue 41 §8): each employee's employment as one span, the first start of a contract in force
 * to the last end (an Expired one's end when it had been Active, cut at the day it expired), by the job title
 * of the contracts (the department filter) and once over all of them (`job_title_id` = `noDepartment`, the
 * whole tenant's row). Kept exact in the writing transaction by a statement-level trigger on contracts (the
 * employees concerned computed again under a lock per employee: custom migration `dashboard-summaries-triggers`), so
 * the 12 month-ends and the joiners and leavers count one narrow row per employee instead of grouping contracts.
 */
export const dashboardEmploymentSpans = pgTable(
  'dashboard_employment_spans',
  {
    tenantId: uuid('tenant_id').notNull(),
    jobTitleId: uuid('job_title_id').notNull(),
    employeeId: uuid('employee_id').notNull(),
    firstStart: date('first_start', { mode: 'string' }).notNull(),
    lastEnd: date('last_end', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'dashboard_employment_spans_pk', columns: [t.tenantId, t.jobTitleId, t.employeeId] }),
    index('dashboard_employment_spans_employee').on(t.tenantId, t.employeeId),
    tenantIsolationPolicy('dashboard_employment_spans'),
  ],
);

/**
 * The whole tenant's employment spans counted by day (the rows of `dashboardEmploymentSpans` over all job
 * titles): how many start (`joiners`) and end (`leavers`) on the day, and the same for the spans that are ever
 * in force (`starts`, `ends`: a start on or before the end). Employed on a day X = starts up to X minus ends
 * before X, so the 12 month-ends read a few hundred rows. Kept by the spans' recomputation (it takes the
 * employees' old spans off and adds the new ones, additively).
 */
export const dashboardHeadcountDays = pgTable(
  'dashboard_headcount_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    joiners: integer('joiners').notNull(),
    leavers: integer('leavers').notNull(),
    starts: integer('starts').notNull(),
    ends: integer('ends').notNull(),
  },
  (t) => [
    primaryKey({ name: 'dashboard_headcount_days_pk', columns: [t.tenantId, t.day] }),
    tenantIsolationPolicy('dashboard_headcount_days'),
  ],
);

/**
 * HR's leave taken (issue 41 §8): the approved leave days by day, leave type and the employee's job title now
 * (`noDepartment` for a deleted employee, whom the department filter leaves out, as the live query did). Kept
 * exact in the writing transaction by statement-level triggers on leave request days, leave requests and
 * employees: the days a statement touched are summed again from the rows, under a lock per tenant and day
 * (custom migration `dashboard-summaries-triggers`).
 */
export const dashboardLeaveDays = pgTable(
  'dashboard_leave_days',
  {
    tenantId: uuid('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    leaveTypeId: uuid('leave_type_id').notNull(),
    jobTitleId: uuid('job_title_id').notNull(),
    days: numeric('days', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({
      name: 'dashboard_leave_days_pk',
      columns: [t.tenantId, t.day, t.leaveTypeId, t.jobTitleId],
    }),
    tenantIsolationPolicy('dashboard_leave_days'),
  ],
);
