import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { localizedNameColumns, localizedNameRules } from '../../platform/db/names.ts';
import { softDeletedTenantTable, tenantTable } from '../../platform/db/tenant-table.ts';

/**
 * Categories of salary rules (basic, allowances, deductions, gross, net): formulas read their totals as
 * `categories.CODE`. Soft-deleted, as the rules that keep pointing at them.
 */
export const salaryRuleCategories = softDeletedTenantTable(
  'salary_rule_categories',
  {
    ...localizedNameColumns(),
    code: varchar('code', { length: 64 }).notNull(),
    normalizedCode: varchar('normalized_code', { length: 64 }).notNull(),
  },
  (t) => [
    ...localizedNameRules('salary_rule_categories', t),
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
    ...localizedNameColumns(),
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
    /**
     * The financial accounts (finance) a confirmed run posts the rule's amounts to: both or neither
     * (issue 43). Checked on save through finance's API; no foreign key across modules.
     */
    debitAccountId: uuid('debit_account_id'),
    creditAccountId: uuid('credit_account_id'),
  },
  (t) => [
    ...localizedNameRules('salary_rules', t),
    uniqueIndex('salary_rules_tenant_code').on(t.tenantId, t.normalizedCode).where(sql`not ${t.isDeleted}`),
    index('salary_rules_tenant_category').on(t.tenantId, t.categoryId),
    check('salary_rules_accounts_both', sql`(${t.debitAccountId} is null) = (${t.creditAccountId} is null)`),
  ],
);

/**
 * Salary structures: a named, ordered list of rules (a payslip computes them in that order). The name in
 * English and in Arabic, each unique among the tenant's live structures.
 */
export const salaryStructures = softDeletedTenantTable(
  'salary_structures',
  {
    ...localizedNameColumns(),
  },
  (t) => [
    ...localizedNameRules('salary_structures', t, { scope: [t.tenantId], live: sql`not ${t.isDeleted}` }),
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
 * across payslips (docs/decisions.md, "A payslip is a document"). State (PayslipState): Draft=0,
 * Confirmed, Cancelled.
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
    /** The payroll run that generated it; null when generated alone. */
    runId: uuid('run_id').references((): AnyPgColumn => payrollRuns.id),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    decimalPlaces: smallint('decimal_places').notNull(),
    gross: numeric('gross', { precision: 18, scale: 3 }).notNull(),
    deductions: numeric('deductions', { precision: 18, scale: 3 }).notNull(),
    net: numeric('net', { precision: 18, scale: 3 }).notNull(),
    inputs: jsonb('inputs').notNull(),
    items: jsonb('items').notNull(),
    employeeFullName: varchar('employee_full_name', { length: 300 }).notNull(),
    /**
     * The names of the department, the job title and the salary structure at generation, in both languages
     * (issue 44): a reader sees hers, the other when hers is empty (`toSummary`). A payslip made before
     * kept one name (in the generating request's language): the migration wrote it into both.
     */
    departmentNameEn: varchar('department_name_en', { length: 128 }),
    departmentNameAr: varchar('department_name_ar', { length: 128 }),
    jobTitleNameEn: varchar('job_title_name_en', { length: 128 }),
    jobTitleNameAr: varchar('job_title_name_ar', { length: 128 }),
    salaryStructureNameEn: varchar('salary_structure_name_en', { length: 128 }),
    salaryStructureNameAr: varchar('salary_structure_name_ar', { length: 128 }),
    confirmationTime: timestamp('confirmation_time', { withTimezone: true, mode: 'date' }),
    confirmedById: uuid('confirmed_by_id'),
    cancellationTime: timestamp('cancellation_time', { withTimezone: true, mode: 'date' }),
    cancelledById: uuid('cancelled_by_id'),
    cancellationReason: varchar('cancellation_reason', { length: 500 }),
    /**
     * The number a person reads and quotes, PS-YYYY-NNNNNN (issue 44): the year of the period's start and
     * the tenant's next number in it, from `payslip_number_counters` in the generating transaction. Not null
     * (the custom migration numbers the payslips made before it, then sets it); a regenerated Draft keeps
     * the number of the one it replaces.
     */
    numberYear: smallint('number_year'),
    numberSeq: integer('number_seq'),
  },
  (t) => [
    uniqueIndex('payslips_tenant_number').on(t.tenantId, t.numberYear, t.numberSeq),
    index('payslips_tenant_employee').on(t.tenantId, t.employeeId, t.startDate),
    index('payslips_tenant_period').on(t.tenantId, t.startDate, t.endDate),
    index('payslips_tenant_run').on(t.tenantId, t.runId),
    index('payslips_tenant_job_title').on(t.tenantId, t.jobTitleId),
    check('payslips_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('payslips_state', sql`${t.state} between 0 and 2`),
    check(
      'payslips_structure_name_present',
      sql`coalesce(${t.salaryStructureNameEn}, ${t.salaryStructureNameAr}) is not null`,
    ),
  ],
);

/**
 * The last payslip number given in each tenant's year: a generation adds its batch's count in one statement
 * (`insert … on conflict do update … returning`), which locks the row until its transaction ends, so two
 * batches never share a number and a rolled-back one leaves no gap.
 */
export const payslipNumberCounters = pgTable(
  'payslip_number_counters',
  {
    tenantId: uuid('tenant_id').notNull(),
    year: smallint('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [
    primaryKey({ name: 'payslip_number_counters_pk', columns: [t.tenantId, t.year] }),
    check('payslip_number_counters_last', sql`${t.lastNumber} >= 0`),
    tenantIsolationPolicy('payslip_number_counters'),
  ],
);

/**
 * Payroll runs (issue 19, beyond the spec): a period and the employees it pays, generated by a pg-boss job
 * in batches. State (PayrollRunState): Queued=0, Running, Generated, Confirmed, Cancelled, Failed (nothing generated). Progress and
 * failures are the counts of `payroll_run_employees`; totals the sums of the run's payslips (`payslips.run_id`). E-mailing a
 * Confirmed run keeps its start and finish here and each employee's outcome in `payroll_run_employees`.
 */
export const payrollRuns = tenantTable(
  'payroll_runs',
  {
    name: varchar('name', { length: 128 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /**
     * How the employees were chosen (PayrollRunSelection): 0 everyone, 1 a department, 2 listed. Runs made
     * before it was kept: 1 with a department, else 2 (listed: never "everyone" for a run that was not).
     */
    selection: smallint('selection').notNull(),
    /** The department chosen (its sub-departments included); null for everyone or a list of employees. */
    departmentId: uuid('department_id'),
    /**
     * The department's names when the run was queued, in both languages (issue 44): a reader sees hers, the
     * other when hers is empty (`runDtos`). A run made before kept one name: the migration split it as 0059
     * split the payslips' (else wrote it into both).
     */
    departmentNameEn: varchar('department_name_en', { length: 128 }),
    departmentNameAr: varchar('department_name_ar', { length: 128 }),
    state: smallint('state').notNull(),
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true, mode: 'date' }),
    finishTime: timestamp('finish_time', { withTimezone: true, mode: 'date' }),
    confirmationTime: timestamp('confirmation_time', { withTimezone: true, mode: 'date' }),
    confirmedById: uuid('confirmed_by_id'),
    cancellationTime: timestamp('cancellation_time', { withTimezone: true, mode: 'date' }),
    cancelledById: uuid('cancelled_by_id'),
    /** E-mail of the payslips: when it was asked (null: never), who asked, when it finished. */
    emailStartTime: timestamp('email_start_time', { withTimezone: true, mode: 'date' }),
    emailRequestedById: uuid('email_requested_by_id'),
    emailFinishTime: timestamp('email_finish_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('payroll_runs_tenant_start').on(t.tenantId, t.startDate),
    index('payroll_runs_tenant_department').on(t.tenantId, t.departmentId),
    check('payroll_runs_dates', sql`${t.endDate} >= ${t.startDate}`),
    check('payroll_runs_state', sql`${t.state} between 0 and 5`),
    check('payroll_runs_selection', sql`${t.selection} between 0 and 2`),
    check('payroll_runs_selection_department', sql`(${t.selection} = 1) = (${t.departmentId} is not null)`),
  ],
);

/**
 * The employees of a run and how each fared: status 0 pending, 1 generated (the payslip has the run's id), 2 failed (the
 * refusal's code and parameters, shown in the reader's language). A killed job leaves the batch in hand
 * pending (its transaction rolled back) and the next attempt goes on from there. E-mail status (null until
 * the run is e-mailed): 0 pending, 1 sent, 2 failed (email_error), 3 skipped (no address).
 */
export const payrollRunEmployees = pgTable(
  'payroll_run_employees',
  {
    tenantId: uuid('tenant_id').notNull(),
    runId: uuid('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id').notNull(),
    employeeFullName: varchar('employee_full_name', { length: 300 }).notNull(),
    status: smallint('status').notNull(),
    errorCode: varchar('error_code', { length: 128 }),
    errorParams: jsonb('error_params'),
    time: timestamp('time', { withTimezone: true, mode: 'date' }),
    emailStatus: smallint('email_status'),
    emailError: varchar('email_error', { length: 1000 }),
  },
  (t) => [
    primaryKey({ name: 'payroll_run_employees_pk', columns: [t.tenantId, t.runId, t.employeeId] }),
    index('payroll_run_employees_tenant_run_status').on(t.tenantId, t.runId, t.status),
    index('payroll_run_employees_tenant_employee').on(t.tenantId, t.employeeId),
    check('payroll_run_employees_status', sql`${t.status} between 0 and 2`),
    check('payroll_run_employees_email_status', sql`${t.emailStatus} between 0 and 3`),
    tenantIsolationPolicy('payroll_run_employees'),
  ],
);
