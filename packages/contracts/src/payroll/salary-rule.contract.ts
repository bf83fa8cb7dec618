import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { moneyAmount, moneyDto } from '../platform/money.ts';
import {
  auditedDto,
  concurrencyStamp,
  optionalIdFilter,
  pagedRequest,
  pagedResult,
} from '../platform/paging.contract.ts';
import { trimmedText } from '../platform/text.ts';
import { formulaLimits } from './formula-variables.ts';
import { PayrollPermissions } from './payroll.permissions.ts';
import { payrollCode, payrollName } from './salary-rule-category.contract.ts';

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

export const salaryRuleDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
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
  concurrencyStamp: z.string(),
});
export type SalaryRuleDto = z.infer<typeof salaryRuleDto>;

const ruleFields = z.object({
  name: payrollName,
  code: payrollCode,
  categoryId: z.uuid(),
  conditionBasedOn: ConditionBasedOns.schema.default(ConditionBasedOn.AlwaysTrue),
  conditionCode: formula.nullish(),
  valueBasedOn: ValueBasedOns.schema.default(ValueBasedOn.FixedAmount),
  valueFixedAmount: moneyAmount.nullish(),
  valueCode: formula.nullish(),
  isActive: z.boolean().default(true),
  appearForEmployee: z.boolean().default(true),
});

type RuleShape = z.output<typeof ruleFields>;

/** The part the rule is based on is required: the condition formula, the fixed amount or the value formula. */
function requireBasis(rule: RuleShape, ctx: z.RefinementCtx): void {
  const missing = (path: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message: 'Payroll:FieldRequired' });
  if (rule.conditionBasedOn === ConditionBasedOn.Code && !rule.conditionCode) missing('conditionCode');
  if (rule.valueBasedOn === ValueBasedOn.FixedAmount && rule.valueFixedAmount == null)
    missing('valueFixedAmount');
  if (rule.valueBasedOn === ValueBasedOn.Code && !rule.valueCode) missing('valueCode');
}

/**
 * A rule as the form sends it (flat, as in the spec). Only what the rule is based on is kept: the
 * condition formula under Code, the fixed amount under FixedAmount, the value formula under Code.
 */
export const createSalaryRuleInput = ruleFields.superRefine(requireBasis);
export type CreateSalaryRuleInput = z.input<typeof createSalaryRuleInput>;
export type CreateSalaryRule = z.output<typeof createSalaryRuleInput>;

export const updateSalaryRuleInput = ruleFields.extend({ concurrencyStamp }).superRefine(requireBasis);
export type UpdateSalaryRuleInput = z.input<typeof updateSalaryRuleInput>;

/** Paging, sorting (name, code, isActive, categoryName, creationTime), a name/code filter, a category. */
export const getSalaryRulesInput = pagedRequest.extend({
  filter: trimmedText().max(128).optional(),
  categoryId: optionalIdFilter,
});
export type GetSalaryRulesInput = z.infer<typeof getSalaryRulesInput>;

const tag = 'SalaryRule';
const P = PayrollPermissions.SalaryRules;
const path = '/api/app/salary-rule';

/** The salary rule calls at the spec's paths (document 3 §7); the create answers the new id as text. */
export const salaryRuleEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    query: getSalaryRulesInput,
    response: pagedResult(salaryRuleDto),
    access: access.policy(P.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    params: idParams,
    response: salaryRuleDto,
    access: access.policy(P.Default),
    tag,
  }),
  /** The formulas are compiled and type-checked: a problem is a 400 on `conditionCode` or `valueCode`. */
  create: endpoint({
    method: 'POST',
    path,
    body: createSalaryRuleInput,
    response: z.uuid(),
    access: access.policy(P.Create),
    tag,
  }),
  /** As the create; refused when a structure using the rule would no longer compile. */
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    params: idParams,
    body: updateSalaryRuleInput,
    response: salaryRuleDto,
    access: access.policy(P.Update),
    tag,
  }),
  /** Refused while a salary structure uses the rule. */
  delete: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: idParams,
    access: access.policy(P.Delete),
    tag,
  }),
};
