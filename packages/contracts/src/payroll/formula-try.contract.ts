import { z } from 'zod';
import { Genders, MaritalStatuses } from '../employees/employee.contract.ts';
import { dateOnly } from '../platform/dates.ts';
import { access, endpoint } from '../platform/endpoint.ts';
import { moneyAmount } from '../platform/money.ts';
import { formulaContractTypes, type PayrollInputName, payrollInputNames } from './formula-variables.ts';
import { PayrollPermissions } from './payroll.permissions.ts';
import { createSalaryRuleInput } from './salary-rule.contract.ts';
import { structureRulesInput } from './salary-structure.contract.ts';

/**
 * What a "Try formula" evaluates against: one employee's month as the formula variables see it
 * (`formulaVariables`). Amounts, days and hours are decimal strings of at most 2 decimals.
 */
export const formulaInputs = z.object({
  period: z.object({ start: dateOnly, end: dateOnly }),
  employee: z.object({
    basicSalary: moneyAmount,
    gender: Genders.schema,
    maritalStatus: MaritalStatuses.schema,
    contractType: z.enum(formulaContractTypes),
    contractStart: dateOnly,
  }),
  inputs: z.object(
    Object.fromEntries(payrollInputNames.map((name) => [name, moneyAmount.optional()])) as Record<
      PayrollInputName,
      z.ZodOptional<typeof moneyAmount>
    >,
  ),
});
export type FormulaInputsInput = z.input<typeof formulaInputs>;

/** The same, as the server answers it (the sample the panel starts from). */
export const formulaInputsDto = z.object({
  period: z.object({ start: z.string(), end: z.string() }),
  employee: z.object({
    basicSalary: z.string(),
    gender: Genders.dto,
    maritalStatus: MaritalStatuses.dto,
    contractType: z.enum(formulaContractTypes),
    contractStart: z.string(),
  }),
  inputs: z.partialRecord(z.enum(payrollInputNames as [PayrollInputName, ...PayrollInputName[]]), z.string()),
});
export type FormulaInputsDto = z.infer<typeof formulaInputsDto>;

/** Every rule that was tried, in order, and the category totals. */
export const formulaTryResult = z.object({
  lines: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      categoryCode: z.string(),
      isActive: z.boolean(),
      /** False when the rule is inactive or its condition did not hold: then no amount. */
      conditionMet: z.boolean(),
      amount: z.string().nullable(),
      appearForEmployee: z.boolean(),
    }),
  ),
  categories: z.array(z.object({ code: z.string(), amount: z.string() })),
});
export type FormulaTryResult = z.infer<typeof formulaTryResult>;

/**
 * Tries a rule as the form holds it (saved or not): the saved rules it refers to, however indirectly,
 * are computed first, in an order where each comes after those it reads.
 */
export const tryRuleInput = z.object({ rule: createSalaryRuleInput, inputs: formulaInputs });
export type TryRuleInput = z.input<typeof tryRuleInput>;

/** Tries a structure as the form holds it (saved or not): its rules by sequence. */
export const tryStructureInput = z.object({ structureRules: structureRulesInput, inputs: formulaInputs });
export type TryStructureInput = z.input<typeof tryStructureInput>;

const P = PayrollPermissions;

/** "Try formula": evaluate a rule or a structure against inputs the user may edit, and show every line. */
export const formulaTryEndpoints = {
  /** The sample month the panel starts from. */
  sampleInputs: endpoint({
    method: 'GET',
    path: '/api/app/salary-rule/sample-inputs',
    response: formulaInputsDto,
    access: access.policy(P.SalaryRules.Default, P.SalaryStructures.Default),
    tag: 'SalaryRule',
  }),
  tryRule: endpoint({
    method: 'POST',
    path: '/api/app/salary-rule/try',
    body: tryRuleInput,
    response: formulaTryResult,
    access: access.policy(P.SalaryRules.Default),
    tag: 'SalaryRule',
  }),
  tryStructure: endpoint({
    method: 'POST',
    path: '/api/app/salary-structure/try',
    body: tryStructureInput,
    response: formulaTryResult,
    access: access.policy(P.SalaryStructures.Default),
    tag: 'SalaryStructure',
  }),
};
