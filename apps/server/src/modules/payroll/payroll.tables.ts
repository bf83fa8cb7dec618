import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIsolationPolicy } from '../../platform/db/columns.ts';
import { softDeletedTenantTable, tenantTable } from '../../platform/db/tenant-table.ts';

/**
 * Categories of salary rules (basic, allowances, deductions, gross, net): formulas read their totals as
 * `categories.CODE`. Soft-deleted, as the rules that keep pointing at them.
 */
export const salaryRuleCategories = softDeletedTenantTable(
  'salary_rule_categories',
  {
    name: varchar('name', { length: 128 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    normalizedCode: varchar('normalized_code', { length: 64 }).notNull(),
  },
  (t) => [
    uniqueIndex('salary_rule_categories_tenant_code')
      .on(t.tenantId, t.normalizedCode)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * Salary rules: a condition (always, or a formula) and a value (a fixed amount, or a formula). Formulas
 * read earlier rules as `rules.CODE`. Soft-deleted: payslips will keep naming the rules they came from.
 */
export const salaryRules = softDeletedTenantTable(
  'salary_rules',
  {
    name: varchar('name', { length: 128 }).notNull(),
    code: varchar('code', { length: 64 }).notNull(),
    normalizedCode: varchar('normalized_code', { length: 64 }).notNull(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => salaryRuleCategories.id),
    /** ConditionBasedOn (contracts): 0 AlwaysTrue, 1 Code. */
    conditionBasedOn: smallint('condition_based_on').notNull(),
    conditionCode: text('condition_code'),
    /** ValueBasedOn (contracts): 0 FixedAmount, 1 Code. */
    valueBasedOn: smallint('value_based_on').notNull(),
    valueFixedAmount: numeric('value_fixed_amount', { precision: 18, scale: 2 }),
    valueCode: text('value_code'),
    isActive: boolean('is_active').notNull(),
    appearForEmployee: boolean('appear_for_employee').notNull(),
  },
  (t) => [
    uniqueIndex('salary_rules_tenant_code').on(t.tenantId, t.normalizedCode).where(sql`not ${t.isDeleted}`),
    index('salary_rules_tenant_category').on(t.tenantId, t.categoryId),
  ],
);

/** Salary structures: a named, ordered list of rules (a payslip computes them in that order). */
export const salaryStructures = softDeletedTenantTable(
  'salary_structures',
  {
    name: varchar('name', { length: 128 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 128 }).notNull(),
  },
  (t) => [
    uniqueIndex('salary_structures_tenant_name')
      .on(t.tenantId, t.normalizedName)
      .where(sql`not ${t.isDeleted}`),
  ],
);

/** The rules of a structure by sequence (1, 2, 3...), each rule once; replaced whole on every save. */
export const salaryStructureRules = pgTable(
  'salary_structure_rules',
  {
    tenantId: uuid('tenant_id').notNull(),
    structureId: uuid('structure_id')
      .notNull()
      .references(() => salaryStructures.id),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => salaryRules.id),
    sequence: integer('sequence').notNull(),
  },
  (t) => [
    primaryKey({ name: 'salary_structure_rules_pk', columns: [t.tenantId, t.structureId, t.sequence] }),
    uniqueIndex('salary_structure_rules_tenant_structure_rule').on(t.tenantId, t.structureId, t.ruleId),
    index('salary_structure_rules_tenant_rule').on(t.tenantId, t.ruleId),
    tenantIsolationPolicy('salary_structure_rules'),
  ],
);

/**
 * Payslips: one employee's pay for a period, a document. What it was computed from is kept with it: the
 * formula inputs (`inputs`, as `formulaInputsDto`), the lines with their explanations (`items`, as
 * `payslipItemDto[]`) and the names of the employee, department, job title and structure at generation.
 * Lines are jsonb, not rows: a run writes 10,000 payslips of 20 lines in seconds and nothing reads lines
 * across payslips (docs/decisions.md, "Payslips"). State (PayslipState): Draft=0, Confirmed, Cancelled.
 * Amounts are numeric(18,3): three places hold every currency's; answers show the currency's places.
 * One live (not Cancelled) payslip per employee and overlapping period is kept by the generation's
 * advisory lock per employee (an index cannot say "overlapping").
 */
export const payslips = tenantTable(
  'payslips',
  {
    employeeId: uuid('employee_id').notNull(),
    contractId: uuid('contract_id').notNull(),
    jobTitleId: uuid('job_title_id'),
    departmentId: uuid('department_id'),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    state: smallint('state').notNull(),
    /** The payroll run that generated it (runs come later: no foreign key yet); null alone. */
    runId: uuid('run_id'),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    decimalPlaces: smallint('decimal_places').notNull(),
    gross: numeric('gross', { precision: 18, scale: 3 }).notNull(),
    deductions: numeric('deductions', { precision: 18, scale: 3 }).notNull(),
    net: numeric('net', { precision: 18, scale: 3 }).notNull(),
    inputs: jsonb('inputs').notNull(),
    items: jsonb('items').notNull(),
    employeeFullName: varchar('employee_full_name', { length: 300 }).notNull(),
    departmentName: varchar('department_name', { length: 128 }),
    jobTitleName: varchar('job_title_name', { length: 128 }),
    salaryStructureName: varchar('salary_structure_name', { length: 128 }).notNull(),
    confirmationTime: timestamp('confirmation_time', { withTimezone: true, mode: 'date' }),
    confirmedById: uuid('confirmed_by_id'),
    cancellationTime: timestamp('cancellation_time', { withTimezone: true, mode: 'date' }),
    cancelledById: uuid('cancelled_by_id'),
    cancellationReason: varchar('cancellation_reason', { length: 500 }),
  },
  (t) => [
    index('payslips_tenant_employee').on(t.tenantId, t.employeeId, t.startDate),
    index('payslips_tenant_period').on(t.tenantId, t.startDate, t.endDate),
    index('payslips_tenant_run').on(t.tenantId, t.runId),
    index('payslips_tenant_job_title').on(t.tenantId, t.jobTitleId),
    check('payslips_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('payslips_state', sql`${t.state} between 0 and 2`),
  ],
);
