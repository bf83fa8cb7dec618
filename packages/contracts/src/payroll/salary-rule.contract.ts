import { z } from 'zod';
import { defineEnum } from '../platform/enum.ts';
import { moneyAmount, moneyDto } from '../platform/money.ts';
import { checkAName, localizedName } from '../platform/names.ts';
import { concurrencyStamp, optionalIdFilter } from '../platform/paging.contract.ts';
import { entityDto, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { trimmedText } from '../platform/text.ts';
import { formulaLimits } from './formula-variables.ts';
import { PayrollPermissions } from './payroll.permissions.ts';
import { payrollCode } from './salary-rule-category.contract.ts';

/** When a rule applies: always, or when its condition formula is true. */
export const ConditionBasedOns = defineEnum('ConditionBasedOn', {
  AlwaysTrue: { value: 0, en: 'Always true', ar: 'صحيح دائمًا' },
  Code: { value: 1, en: 'Condition', ar: 'شرط' },
});
export const ConditionBasedOn = ConditionBasedOns.values;

/** What a rule is worth: a fixed amount, or its formula ("Equation" on screen). */
export const ValueBasedOns = defineEnum('ValueBasedOn', {
  FixedAmount: { value: 0, en: 'Fixed amount', ar: 'مبلغ ثابت' },
  Code: { value: 1, en: 'Equation', ar: 'معادلة' },
});
export const ValueBasedOn = ValueBasedOns.values;

/** A formula: at most the engine's length (it refuses deeper or larger expressions when the rule is saved). */
const formula = trimmedText().max(formulaLimits.maxLength);

/** A financial account a rule posts to, as the rule shows it. */
export const salaryRuleAccountDto = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
export type SalaryRuleAccountDto = z.infer<typeof salaryRuleAccountDto>;

export const salaryRuleDto = entityDto({
  /** `name` in the reader's language, `nameEn` and `nameAr` as stored (`localizedName`). */
  ...localizedName.dto,
  code: z.string(),
  categoryId: z.uuid(),
  categoryName: z.string(),
  categoryCode: z.string(),
  ruleCondition: z.object({ basedOn: ConditionBasedOns.dto, code: z.string().nullable() }),
  ruleValue: z.object({
    basedOn: ValueBasedOns.dto,
    /** Decimal string with 2 decimals; null when the value is a formula. */
    fixedAmount: moneyDto.nullable(),
    code: z.string().nullable(),
  }),
  isActive: z.boolean(),
  appearForEmployee: z.boolean(),
  /** The accounts a confirmed run posts the rule's amounts to (both or neither; issue 43). */
  debitAccount: salaryRuleAccountDto.nullable(),
  creditAccount: salaryRuleAccountDto.nullable(),
});
export type SalaryRuleDto = z.infer<typeof salaryRuleDto>;

const ruleFields = z.object({
  /** `nameEn` and `nameAr` (one at least), or the spec's single `name` in the request's language. */
  ...localizedName.input,
  code: payrollCode,
  categoryId: z.uuid(),
  conditionBasedOn: ConditionBasedOns.schema.default(ConditionBasedOn.AlwaysTrue),
  conditionCode: formula.nullish(),
  valueBasedOn: ValueBasedOns.schema.default(ValueBasedOn.FixedAmount),
  valueFixedAmount: moneyAmount.nullish(),
  valueCode: formula.nullish(),
  isActive: z.boolean().default(true),
  appearForEmployee: z.boolean().default(true),
  /**
   * The debit and the credit account of the rule's postings: both or neither, of the tenant, enabled; the
   * debit an expense or a liability, the credit a liability, an expense, an income or employee advances. Left out of an update:
   * unchanged; null: cleared.
   */
  debitAccountId: z.uuid().nullish(),
  creditAccountId: z.uuid().nullish(),
});

type RuleShape = Pick<
  z.output<typeof ruleFields>,
  'conditionBasedOn' | 'conditionCode' | 'valueBasedOn' | 'valueFixedAmount' | 'valueCode'
>;
type FlatField = keyof RuleShape;

/**
 * The part the rule is based on is required: the condition formula, the fixed amount or the value formula.
 * `pathOf` says where the body holds a field (an update may send it in the GET's shape).
 */
function requireBasis(
  rule: RuleShape,
  ctx: z.RefinementCtx,
  pathOf: (field: FlatField) => string[] = (field) => [field],
): void {
  const missing = (field: FlatField) =>
    ctx.addIssue({ code: 'custom', path: pathOf(field), message: 'Payroll:FieldRequired' });
  if (rule.conditionBasedOn === ConditionBasedOn.Code && !rule.conditionCode) missing('conditionCode');
  if (rule.valueBasedOn === ValueBasedOn.FixedAmount && rule.valueFixedAmount == null)
    missing('valueFixedAmount');
  if (rule.valueBasedOn === ValueBasedOn.Code && !rule.valueCode) missing('valueCode');
}

/**
 * A rule as the form sends it (flat, as in the spec). Only what the rule is based on is kept: the
 * condition formula under Code, the fixed amount under FixedAmount, the value formula under Code.
 */
export const createSalaryRuleInput = ruleFields.superRefine((rule, ctx) => {
  checkAName(rule, ctx);
  requireBasis(rule, ctx);
});
export type CreateSalaryRuleInput = z.input<typeof createSalaryRuleInput>;
export type CreateSalaryRule = z.output<typeof createSalaryRuleInput>;

/** The condition and the value in the GET's shape (`salaryRuleDto`), which an update takes too. */
const ruleConditionInput = z.object({ basedOn: ConditionBasedOns.schema, code: formula.nullish() });
const ruleValueInput = z.object({
  basedOn: ValueBasedOns.schema,
  fixedAmount: moneyAmount.nullish(),
  code: formula.nullish(),
});

const updateFields = ruleFields.extend({
  // No defaults on an update: a field left out would silently rewrite the rule (a condition dropped, an
  // inactive rule made active). Each is required, flat or in the GET's shape: the refinement names every
  // one missing at once.
  conditionBasedOn: ConditionBasedOns.schema.optional(),
  valueBasedOn: ValueBasedOns.schema.optional(),
  isActive: z.boolean().optional(),
  appearForEmployee: z.boolean().optional(),
  /** The GET's `ruleCondition`, instead of `conditionBasedOn` and `conditionCode`. */
  ruleCondition: ruleConditionInput.optional(),
  /** The GET's `ruleValue`, instead of `valueBasedOn`, `valueFixedAmount` and `valueCode`. */
  ruleValue: ruleValueInput.optional(),
  concurrencyStamp,
});
type UpdateFields = z.output<typeof updateFields>;

/** Each flat field and where the GET's shape holds it. */
const nestedPaths: Record<FlatField, [string, string]> = {
  conditionBasedOn: ['ruleCondition', 'basedOn'],
  conditionCode: ['ruleCondition', 'code'],
  valueBasedOn: ['ruleValue', 'basedOn'],
  valueFixedAmount: ['ruleValue', 'fixedAmount'],
  valueCode: ['ruleValue', 'code'],
};
const conditionFields = ['conditionBasedOn', 'conditionCode'] as const;
const valueFields = ['valueBasedOn', 'valueFixedAmount', 'valueCode'] as const;

/** The flat fields of an update, from the nested objects where it sent those. */
function flatOf(u: UpdateFields) {
  const condition = u.ruleCondition;
  const value = u.ruleValue;
  return {
    conditionBasedOn: condition ? condition.basedOn : u.conditionBasedOn,
    conditionCode: condition ? condition.code : u.conditionCode,
    valueBasedOn: value ? value.basedOn : u.valueBasedOn,
    valueFixedAmount: value ? value.fixedAmount : u.valueFixedAmount,
    valueCode: value ? value.code : u.valueCode,
  };
}

/**
 * One shape per part: `ruleCondition` or the flat condition fields, `ruleValue` or the flat value fields (both
 * would leave it to us to choose, and one of them would be dropped unseen); then what each shape must hold,
 * the issue on the field the client sent.
 */
function updateRules(u: UpdateFields, ctx: z.RefinementCtx): void {
  const both = (nested: 'ruleCondition' | 'ruleValue', flat: readonly FlatField[]) => {
    if (u[nested] === undefined || flat.every((f) => u[f] === undefined)) return false;
    ctx.addIssue({
      code: 'custom',
      path: [nested],
      message: 'SalaryRule:TwoShapes',
      params: { nested, flat: flat.join(', ') },
    });
    return true;
  };
  if (both('ruleCondition', conditionFields) || both('ruleValue', valueFields)) return;
  const flat = flatOf(u);
  const pathOf = (field: FlatField) =>
    (conditionFields.some((f) => f === field) ? u.ruleCondition : u.ruleValue)
      ? [...nestedPaths[field]]
      : [field];
  const given = { ...flat, isActive: u.isActive, appearForEmployee: u.appearForEmployee };
  for (const field of ['conditionBasedOn', 'valueBasedOn', 'isActive', 'appearForEmployee'] as const)
    if (given[field] === undefined)
      ctx.addIssue({ code: 'custom', path: [field], message: 'Payroll:FieldRequired' });
  const { conditionBasedOn, valueBasedOn } = flat;
  if (conditionBasedOn !== undefined && valueBasedOn !== undefined)
    requireBasis({ ...flat, conditionBasedOn, valueBasedOn }, ctx, pathOf);
}

/** A value the refinement has made sure of (a transform never runs after a refused refinement). */
function known<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('A salary rule update without its refinement');
  return value;
}

/**
 * PUT salary-rule/{id}: the create's flat fields (the form's, as in the spec) or, for each of the condition and
 * the value, the GET's nested `ruleCondition` and `ruleValue`, so a rule read and put back stays as it was.
 * Nothing defaults: a field missing in both shapes is a 400 naming it, never a silent change of the rule.
 */
export const updateSalaryRuleInput = updateFields
  .superRefine((u, ctx) => {
    checkAName(u, ctx);
    updateRules(u, ctx);
  })
  .transform((u) => {
    const { ruleCondition, ruleValue, ...rest } = u;
    const flat = flatOf(u);
    return {
      ...rest,
      ...flat,
      conditionBasedOn: known(flat.conditionBasedOn),
      valueBasedOn: known(flat.valueBasedOn),
      isActive: known(u.isActive),
      appearForEmployee: known(u.appearForEmployee),
    };
  });
export type UpdateSalaryRuleInput = z.input<typeof updateSalaryRuleInput>;
export type UpdateSalaryRule = z.output<typeof updateSalaryRuleInput>;

/** Paging, sorting, a name/code filter, a category. */
export const getSalaryRulesInput = filteredListQuery([
  'name',
  'code',
  'isActive',
  'categoryName',
  'creationTime',
]).extend({
  categoryId: optionalIdFilter,
});
export type GetSalaryRulesInput = z.infer<typeof getSalaryRulesInput>;

/**
 * The salary rule calls at the spec's paths (document 3 §7); the create answers the new id as text. A save
 * compiles and type-checks the formulas: a problem is a 400 on `conditionCode` or `valueCode`. An update is
 * refused when a structure using the rule would no longer compile; a delete while a structure uses it.
 */
export const salaryRuleEndpoints = resourceEndpoints({
  path: '/api/app/salary-rule',
  tag: 'SalaryRule',
  policies: PayrollPermissions.SalaryRules,
  dto: salaryRuleDto,
  query: getSalaryRulesInput,
  create: createSalaryRuleInput,
  update: updateSalaryRuleInput,
});
