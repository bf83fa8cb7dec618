import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { tenantIsolationPolicy } from '../../platform/db/columns.ts';
import { softDeletedTenantTable } from '../../platform/db/tenant-table.ts';

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
