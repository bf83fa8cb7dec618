import { z } from 'zod';
import { defineEnum } from '../platform/enum.ts';
import { entitySchemas, resourceCalls, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { digitsText, trimmedText } from '../platform/text.ts';
import { currencyCode } from './currency.contract.ts';
import { FinancePermissions } from './finance.permissions.ts';

/** Whether an account's movements count as cash coming in (Debit), going out (Credit), or neither. */
export const CashFlowTypes = defineEnum('CashFlowType', {
  NotApplicable: { value: 0, en: 'Not applicable', ar: 'غير منطبق' },
  Credit: { value: 1, en: 'Credit', ar: 'دائن' },
  Debit: { value: 2, en: 'Debit', ar: 'مدين' },
});
export const CashFlowType = CashFlowTypes.values;
export type CashFlowType = number;

/** The five categories of the chart of accounts; each account type belongs to one. */
export const accountCategoryDto = z.object({
  /** Assets, Liabilities, Equity, Income, Expenses. */
  code: z.string(),
  /** In the reader's language. */
  displayName: z.string(),
});
export type AccountCategoryDto = z.infer<typeof accountCategoryDto>;

/**
 * A type of account of the tenant's chart (seeded in English and Arabic for every tenant: cash, bank,
 * receivables, payables, salaries payable, salary expense, …). Every account of the type has a code
 * starting with its prefix.
 */
export const accountTypeDto = z.object({
  /** The type's key: "Cash", "SalariesPayable". */
  name: z.string(),
  /** In the reader's language: "Cash" / "النقدية". */
  displayName: z.string(),
  /** Digits: "1101". */
  codePrefix: z.string(),
  categoryCode: z.string(),
});
export type AccountTypeDto = z.infer<typeof accountTypeDto>;

export const categoryCodeQuery = z.object({ categoryCode: trimmedText().min(1).max(32) });
export const accountTypesInput = z.object({ categoryCode: trimmedText().max(32).optional() });
export const accountTypeNameQuery = z.object({ name: trimmedText().min(1).max(64) });

/** A full account code: digits only (Arabic-Indic ones made ASCII), the type's prefix then at least one more. */
export const accountCode = digitsText().regex(/^\d{1,20}$/, 'Finance:InvalidAccountCode');

/**
 * A financial account. Its create (POST financial-account) and update (with the stamp) take the full `code`
 * (prefix and the typed part); the server checks it starts with the type's prefix and is unique in the
 * tenant. The currency must be enabled.
 */
const account = entitySchemas({
  dto: {
    typeName: z.string(),
    /** The type's name in the reader's language. */
    typeDisplayName: z.string(),
    categoryCode: z.string(),
    code: z.string(),
    /** The type's prefix, so a form can show it read-only before the typed part. */
    codePrefix: z.string(),
    name: z.string(),
    currencyCode: z.string(),
    /** The currency's unit label in the reader's language ("dollar"). */
    currencyUnitLabel: z.string(),
    cashFlowType: CashFlowTypes.dto,
    isDeprecated: z.boolean(),
  },
  input: {
    typeName: trimmedText().min(1).max(64),
    code: accountCode,
    name: trimmedText().min(1).max(128),
    currencyCode,
    cashFlowType: CashFlowTypes.schema,
  },
});
export const createFinancialAccountInput = account.create;
export type CreateFinancialAccountInput = z.input<typeof createFinancialAccountInput>;
export type CreateFinancialAccount = z.infer<typeof createFinancialAccountInput>;
export const updateFinancialAccountInput = account.update;
export type UpdateFinancialAccountInput = z.input<typeof updateFinancialAccountInput>;
export type UpdateFinancialAccount = z.infer<typeof updateFinancialAccountInput>;
export const financialAccountDto = account.dto;
export type FinancialAccountDto = z.infer<typeof financialAccountDto>;

/** GET list: paging, sorting (default the code; typeName sorts by the type's name as the reader reads it), the filters. */
export const getFinancialAccountsInput = listQuery(['code', 'name', 'typeName']).extend({
  /** Part of the type's name or its display name in either language. */
  typeName: trimmedText().max(64).optional(),
  /** Part of the account's name or its code. */
  name: trimmedText().max(128).optional(),
});
export type GetFinancialAccountsInput = z.input<typeof getFinancialAccountsInput>;
export type GetFinancialAccounts = z.infer<typeof getFinancialAccountsInput>;

const A = FinancePermissions.Accounts;
const typePath = '/api/app/account-type';
const accountPath = '/api/app/financial-account';
const typeCall = resourceCalls(typePath, 'AccountType');
const accountCall = resourceCalls(accountPath, 'FinancialAccount');

/** Document 3 §7 (account types): the seeded chart, read-only. */
export const accountTypeEndpoints = {
  categories: typeCall('GET', 'category-list', A.Default, { response: z.array(accountCategoryDto) }),
  hasAccountTypes: typeCall('GET', 'has-account-types', A.Default, {
    query: categoryCodeQuery,
    response: z.boolean(),
  }),
  /** The types of a category (all without one), by prefix. */
  list: typeCall('GET', '', A.Default, { query: accountTypesInput, response: z.array(accountTypeDto) }),
  view: typeCall('GET', 'view', A.Default, { query: accountTypeNameQuery, response: accountTypeDto }),
};

/**
 * Financial accounts (paths not shown in the spec: ABP's conventional ones); the create answers the new
 * account. Deprecated, never deleted.
 */
export const financialAccountEndpoints = {
  ...resourceEndpoints({
    path: accountPath,
    tag: 'FinancialAccount',
    policies: A,
    dto: financialAccountDto,
    query: getFinancialAccountsInput,
    create: createFinancialAccountInput,
    update: updateFinancialAccountInput,
    createResponse: financialAccountDto,
    only: ['list', 'get', 'create', 'update'],
  }),
  /** Deprecates an account in use, or brings a deprecated one back; answers the account. */
  changeDeprecation: accountCall('POST', ':id/change-deprecation', A.ChangeDeprecation, {
    response: financialAccountDto,
  }),
};

/**
 * The prefix of a loaded code: the longest known type prefix it starts with (the edit form shows it
 * read-only and lets the user type the rest).
 */
export function splitAccountCode(
  code: string,
  prefixes: readonly string[],
): { prefix: string; rest: string } {
  const prefix = [...prefixes].filter((p) => code.startsWith(p)).sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? { prefix: '', rest: code } : { prefix, rest: code.slice(prefix.length) };
}
