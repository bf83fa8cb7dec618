import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgPolicy,
  pgTable,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant } from '../../platform/db/columns.ts';
import { softDeletedTenantTable, tenantRowsTable, tenantTable } from '../../platform/db/tenant-table.ts';

/**
 * Reference data, the same for every tenant: written only by the seed through the owner's connection.
 * Row-level security is on (not forced, so the owner writes) with one policy that lets every transaction
 * read and none write: the application role can select, and an insert, update or delete of its matches no
 * policy and is refused.
 */
const readOnlyToTheApp = (table: string) =>
  pgPolicy(`${table}_read`, { as: 'permissive', for: 'select', using: sql`true` });

/** ISO 4217 (currency-codes for codes and decimal places; names from Intl; labels from currency-labels.ts). */
export const currencies = pgTable(
  'currencies',
  {
    code: varchar('code', { length: 3 }).primaryKey(),
    decimalPlaces: smallint('decimal_places').notNull(),
    nameEn: varchar('name_en', { length: 128 }).notNull(),
    nameAr: varchar('name_ar', { length: 128 }).notNull(),
    symbolEn: varchar('symbol_en', { length: 16 }).notNull(),
    symbolAr: varchar('symbol_ar', { length: 16 }).notNull(),
    unitLabelEn: varchar('unit_label_en', { length: 64 }).notNull(),
    unitLabelAr: varchar('unit_label_ar', { length: 64 }).notNull(),
    subUnitLabelEn: varchar('sub_unit_label_en', { length: 64 }),
    subUnitLabelAr: varchar('sub_unit_label_ar', { length: 64 }),
  },
  () => [readOnlyToTheApp('currencies')],
);

/** The standard chart of account types; `name` is the key accounts refer to. */
export const accountTypes = pgTable(
  'account_types',
  {
    name: varchar('name', { length: 64 }).primaryKey(),
    codePrefix: varchar('code_prefix', { length: 20 }).notNull(),
    categoryCode: varchar('category_code', { length: 32 }).notNull(),
    displayNameEn: varchar('display_name_en', { length: 128 }).notNull(),
    displayNameAr: varchar('display_name_ar', { length: 128 }).notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [
    uniqueIndex('account_types_code_prefix').on(t.codePrefix),
    index('account_types_category_prefix').on(t.categoryCode, t.codePrefix),
    readOnlyToTheApp('account_types'),
  ],
);

/**
 * A tenant's switch of one currency, only for the currencies it switched: without a row a currency is
 * inactive, unless it is the tenant's base currency (setting Finance.BaseCurrency), which is always active.
 */
export const tenantCurrencies = tenantTable(
  'tenant_currencies',
  {
    code: varchar('code', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    isActive: boolean('is_active').notNull(),
  },
  (t) => [uniqueIndex('tenant_currencies_tenant_code').on(t.tenantId, t.code)],
);

/** One unit of the currency is worth `rate` units of the tenant's base currency, from `date` on. */
export const exchangeRates = tenantTable(
  'exchange_rates',
  {
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    date: date('date', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
  },
  (t) => [
    // One rate per currency and day; also the "rate in force" lookup (the latest on or before a date).
    uniqueIndex('exchange_rates_tenant_currency_date').on(t.tenantId, t.currencyCode, t.date),
    index('exchange_rates_tenant_date').on(t.tenantId, t.date.desc(), t.id),
    check('exchange_rates_positive', sql`${t.rate} > 0`),
  ],
);

/** An account of the tenant's chart; deprecated, never deleted. The code starts with its type's prefix. */
export const financialAccounts = tenantTable(
  'financial_accounts',
  {
    typeName: varchar('type_name', { length: 64 })
      .notNull()
      .references(() => accountTypes.name),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    currencyCode: varchar('currency_code', { length: 3 })
      .notNull()
      .references(() => currencies.code),
    cashFlowType: smallint('cash_flow_type').notNull(),
    isDeprecated: boolean('is_deprecated').notNull().default(false),
  },
  (t) => [
    uniqueIndex('financial_accounts_tenant_code').on(t.tenantId, t.code),
    index('financial_accounts_tenant_type').on(t.tenantId, t.typeName),
    // "Is this currency in use?" counts the live accounts of a currency.
    index('financial_accounts_tenant_currency').on(t.tenantId, t.currencyCode, t.isDeprecated),
  ],
);

/**
 * A fiscal period: Opened (0) or Closed (1), never reopened nor deleted. Periods follow each other without
 * gaps; at most one is Opened per tenant (the partial unique index is the last word on a race).
 */
export const financialPeriods = tenantTable(
  'financial_periods',
  {
    code: varchar('code', { length: 32 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    state: smallint('state').notNull().default(0),
    closingTime: instant('closing_time'),
    closedById: uuid('closed_by_id'),
  },
  (t) => [
    uniqueIndex('financial_periods_tenant_code').on(t.tenantId, t.code),
    uniqueIndex('financial_periods_tenant_one_opened').on(t.tenantId).where(sql`${t.state} = 0`),
    index('financial_periods_tenant_start').on(t.tenantId, t.startDate.desc(), t.id),
    index('financial_periods_tenant_end').on(t.tenantId, t.endDate.desc()),
    check('financial_periods_dates', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** "The books were audited up to this date": strictly later dates, within the period. */
export const accountingAuditings = tenantTable(
  'accounting_auditings',
  {
    periodId: uuid('period_id')
      .notNull()
      .references(() => financialPeriods.id),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('accounting_auditings_tenant_period_date').on(t.tenantId, t.periodId, t.date.desc())],
);

/**
 * The tenant's banks (issue 43): the name and the SWIFT/BIC, each unique among the live banks (the name
 * whatever its case), and the UAE WPS routing code. Soft deleted (employees keep the id they were paid to);
 * refused while a live employee holds an account at it (asked of employees through `BankHolders`).
 */
export const banks = softDeletedTenantTable(
  'banks',
  {
    name: varchar('name', { length: 128 }).notNull(),
    normalizedName: varchar('normalized_name', { length: 128 }).notNull(),
    bic: varchar('bic', { length: 11 }).notNull(),
    wpsRoutingCode: varchar('wps_routing_code', { length: 9 }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('banks_tenant_name').on(t.tenantId, t.normalizedName).where(sql`not ${t.isDeleted}`),
    uniqueIndex('banks_tenant_bic').on(t.tenantId, t.bic).where(sql`not ${t.isDeleted}`),
  ],
);

/**
 * A journal entry (issue 43): posted by a source (a payroll run's confirm; its cancel posts the reversing
 * entry, `reversal_of_id`), numbered 1, 2, 3... per tenant, dated inside an Opened fiscal period, in the
 * base currency of its posting with its places. Immutable: the application role has no UPDATE nor DELETE on
 * it nor on its lines (harden.ts revokes them after every migration), and the totals must balance.
 */
export const journalEntries = tenantTable(
  'journal_entries',
  {
    number: integer('number').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => financialPeriods.id),
    /** JournalSourceType (contracts): 0 PayrollRun. */
    sourceType: smallint('source_type').notNull(),
    sourceId: uuid('source_id').notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    reversalOfId: uuid('reversal_of_id').references((): AnyPgColumn => journalEntries.id),
    /** The base currency's ISO code at posting (as payslips keep theirs: no foreign key). */
    currencyCode: varchar('currency_code', { length: 3 }).notNull(),
    decimalPlaces: smallint('decimal_places').notNull(),
    totalDebit: numeric('total_debit', { precision: 18, scale: 3 }).notNull(),
    totalCredit: numeric('total_credit', { precision: 18, scale: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('journal_entries_tenant_number').on(t.tenantId, t.number),
    index('journal_entries_tenant_period').on(t.tenantId, t.periodId, t.number),
    index('journal_entries_tenant_source').on(t.tenantId, t.sourceType, t.sourceId),
    // An entry is reversed at most once (originals have none: nulls are distinct).
    uniqueIndex('journal_entries_tenant_reversal').on(t.tenantId, t.reversalOfId),
    check('journal_entries_balanced', sql`${t.totalDebit} = ${t.totalCredit}`),
  ],
);

/** The lines of an entry: an account, a department or an employee, a debit or a credit (never both). */
export const journalEntryLines = tenantRowsTable(
  'journal_entry_lines',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => financialAccounts.id),
    departmentId: uuid('department_id'),
    departmentName: varchar('department_name', { length: 128 }),
    employeeId: uuid('employee_id'),
    employeeName: varchar('employee_name', { length: 300 }),
    debit: numeric('debit', { precision: 18, scale: 3 }).notNull(),
    credit: numeric('credit', { precision: 18, scale: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('journal_entry_lines_tenant_entry_line').on(t.tenantId, t.entryId, t.lineNumber),
    index('journal_entry_lines_tenant_account').on(t.tenantId, t.accountId),
    check(
      'journal_entry_lines_one_side',
      sql`${t.debit} >= 0 and ${t.credit} >= 0 and (${t.debit} = 0 or ${t.credit} = 0)`,
    ),
  ],
);
