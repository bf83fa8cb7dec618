import { date, integer, numeric, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
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

/** The same payslips' lines summed by salary rule category (its code and the name it had last). */
export const dashboardPayrollCategories = pgTable(
  'dashboard_payroll_categories',
  {
    tenantId: uuid('tenant_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    departmentId: uuid('department_id').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    categoryCode: varchar('category_code', { length: 64 }).notNull(),
    categoryName: varchar('category_name', { length: 128 }).notNull(),
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
 * rows are built at once by `dashboard_roster_build` on the first read of the day, then kept exact in the
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
