import { date, integer, numeric, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { tenantIsolationPolicy } from '../../platform/db/columns.ts';

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
