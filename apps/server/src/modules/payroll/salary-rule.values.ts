// What a salary rule's save writes and checks (its columns, formulas and accounts), and the rule as the
// formula engine takes it: no database of its own (the accounts are finance's, given).

import {
  ConditionBasedOn,
  type CreateSalaryRule,
  type LanguageCode,
  nameIn,
  ValueBasedOn,
} from '@hr/contracts';
import { z } from 'zod';
import type { RequestContext } from '../../platform/context.ts';
import { normalized } from '../../platform/db/columns.ts';
import { nameValues } from '../../platform/db/names.ts';
import { checkFormula, type RuleDefinition } from './formula/index.ts';

/** The account categories and types a rule may debit and credit (docs/decisions.md, "Payroll journal"). */
export const postableAccounts = {
  debit: { categories: ['Expenses', 'Liabilities'], types: [] as string[] },
  credit: { categories: ['Liabilities', 'Expenses', 'Income'], types: ['EmployeeAdvances'] },
} as const;

/** What the rules need of finance: the accounts they name, with their category (share-locked). */
export interface RuleAccounts {
  forPosting(
    ctx: RequestContext,
    ids: readonly string[],
  ): Promise<
    Array<{
      id: string;
      code: string;
      name: string;
      typeName: string;
      categoryCode: string;
      isDeprecated: boolean;
    }>
  >;
}

/** A rule's columns but its code's normal form and its category, the names optional (a draft's). */
type Columns = ReturnType<typeof ruleColumns>;
type RuleFields = Omit<Columns, 'normalizedCode' | 'categoryId' | 'nameEn' | 'nameAr'> &
  Partial<Pick<Columns, 'nameEn' | 'nameAr'>>;

/** The rule (saved, or a draft's columns) as the formula engine takes it. */
export function ruleDefinition(row: RuleFields, categoryCode: string): RuleDefinition {
  const names = { nameEn: row.nameEn ?? null, nameAr: row.nameAr ?? null };
  return {
    code: row.code,
    name: nameIn(names, 'en'),
    ...names,
    categoryCode,
    isActive: row.isActive,
    appearForEmployee: row.appearForEmployee,
    condition: {
      basedOn: row.conditionBasedOn === ConditionBasedOn.Code ? 'Code' : 'AlwaysTrue',
      code: row.conditionCode,
    },
    value: {
      basedOn: row.valueBasedOn === ValueBasedOn.Code ? 'Code' : 'FixedAmount',
      fixedAmount: row.valueFixedAmount,
      code: row.valueCode,
    },
  };
}

/**
 * The columns a save writes: only what the rule is based on is kept; the names from `nameEn` and `nameAr`
 * (absent on an update: kept), or the spec's single `name` in the request's language (`nameValues`).
 */
export function ruleColumns(input: CreateSalaryRule, language?: LanguageCode) {
  const code = input.code.trim();
  const conditionByCode = input.conditionBasedOn === ConditionBasedOn.Code;
  const valueByCode = input.valueBasedOn === ValueBasedOn.Code;
  return {
    ...nameValues(input, language),
    code,
    normalizedCode: normalized(code),
    categoryId: input.categoryId,
    conditionBasedOn: input.conditionBasedOn,
    conditionCode: conditionByCode ? (input.conditionCode ?? null) : null,
    valueBasedOn: input.valueBasedOn,
    valueFixedAmount: valueByCode ? null : (input.valueFixedAmount ?? null),
    valueCode: valueByCode ? (input.valueCode ?? null) : null,
    isActive: input.isActive,
    appearForEmployee: input.appearForEmployee,
    debitAccountId: input.debitAccountId ?? null,
    creditAccountId: input.creditAccountId ?? null,
  };
}

/**
 * The formulas compiled and type-checked: a problem is the usual 400 validation error on its field, with
 * the engine's message and the character it found it at.
 */
export function assertFormulas(values: ReturnType<typeof ruleColumns>): void {
  const issues: z.core.$ZodIssue[] = [];
  const check = (
    field: 'conditionCode' | 'valueCode',
    source: string | null,
    kind: 'condition' | 'value',
  ) => {
    const problem = source === null ? null : checkFormula(source, kind);
    if (problem)
      issues.push({
        code: 'custom',
        path: [field],
        message: 'SalaryRule:InvalidFormula',
        input: source,
        column: (problem.position ?? 0) + 1,
        problem: problem.message,
        problemAr: problem.messageAr,
      } as z.core.$ZodIssue);
  };
  check('conditionCode', values.conditionCode, 'condition');
  check('valueCode', values.valueCode, 'value');
  if (issues.length) throw new z.ZodError(issues);
}

/**
 * Both accounts or neither, different, the tenant's, enabled, of the allowed categories: a 400 on the
 * field at fault (share-locked until the save commits).
 */
export async function assertAccounts(
  accounts: RuleAccounts | undefined,
  ctx: RequestContext,
  values: ReturnType<typeof ruleColumns>,
) {
  const { debitAccountId: debit, creditAccountId: credit } = values;
  const issues: z.core.$ZodIssue[] = [];
  const issue = (field: 'debitAccountId' | 'creditAccountId', message: string, params = {}) =>
    issues.push({ code: 'custom', path: [field], message, input: values[field], ...params } as never);
  if (debit === null && credit === null) return;
  if (debit === null || credit === null) {
    issue(debit === null ? 'debitAccountId' : 'creditAccountId', 'SalaryRule:AccountsBothOrNeither');
    throw new z.ZodError(issues);
  }
  if (debit === credit) {
    issue('creditAccountId', 'SalaryRule:SameAccounts');
    throw new z.ZodError(issues);
  }
  const found = new Map((await (accounts?.forPosting(ctx, [debit, credit]) ?? [])).map((a) => [a.id, a]));
  const check = (field: 'debitAccountId' | 'creditAccountId', id: string, side: 'debit' | 'credit') => {
    const account = found.get(id);
    if (!account) return issue(field, 'SalaryRule:AccountNotFound');
    if (account.isDeprecated) return issue(field, 'SalaryRule:AccountDisabled', { code: account.code });
    const allowed = postableAccounts[side];
    if (
      !(allowed.categories as readonly string[]).includes(account.categoryCode) &&
      !(allowed.types as readonly string[]).includes(account.typeName)
    )
      issue(
        field,
        side === 'debit' ? 'SalaryRule:DebitAccountTypeNotAllowed' : 'SalaryRule:CreditAccountTypeNotAllowed',
        { code: account.code, type: account.typeName },
      );
  };
  check('debitAccountId', debit, 'debit');
  check('creditAccountId', credit, 'credit');
  if (issues.length) throw new z.ZodError(issues);
}
