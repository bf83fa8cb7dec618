import { z } from 'zod';
import { access, endpoint, idParams } from '../platform/endpoint.ts';
import { auditedDto, concurrencyStamp, pagedRequest, pagedResult } from '../platform/paging.contract.ts';
import { trimmedText } from '../platform/text.ts';
import { PayrollPermissions } from './payroll.permissions.ts';
import { payrollName } from './salary-rule-category.contract.ts';

/** The most rules one structure holds. */
export const maxStructureRules = 200;

export const structureRuleDto = z.object({
  ruleId: z.uuid(),
  /** 1, 2, 3...: the order in which the rules are computed. */
  sequence: z.number().int(),
  ruleName: z.string(),
  ruleCode: z.string(),
});

export const salaryStructureDto = auditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  /** By sequence. */
  structureRules: z.array(structureRuleDto),
  concurrencyStamp: z.string(),
});
export type SalaryStructureDto = z.infer<typeof salaryStructureDto>;

export const structureRuleInput = z.object({
  ruleId: z.uuid(),
  sequence: z.number().int().min(1).max(10_000),
});

/**
 * The rules in order: at least one, each rule once. Their sequences give the order; the server stores
 * them as 1, 2, 3... in that order.
 */
export const structureRulesInput = z
  .array(structureRuleInput)
  .min(1, 'SalaryStructure:YouMustAddOneNonEmptyRuleAtLeast')
  .max(maxStructureRules)
  .superRefine((rules, ctx) => {
    const rulesSeen = new Set<string>();
    const sequencesSeen = new Set<number>();
    rules.forEach((rule, i) => {
      if (rulesSeen.has(rule.ruleId))
        ctx.addIssue({ code: 'custom', path: [i, 'ruleId'], message: 'SalaryStructure:DuplicateRule' });
      if (sequencesSeen.has(rule.sequence))
        ctx.addIssue({ code: 'custom', path: [i, 'sequence'], message: 'SalaryStructure:DuplicateSequence' });
      rulesSeen.add(rule.ruleId);
      sequencesSeen.add(rule.sequence);
    });
  });

export const createSalaryStructureInput = z.object({
  name: payrollName,
  structureRules: structureRulesInput,
});
export type CreateSalaryStructureInput = z.input<typeof createSalaryStructureInput>;

export const updateSalaryStructureInput = createSalaryStructureInput.extend({ concurrencyStamp });
export type UpdateSalaryStructureInput = z.input<typeof updateSalaryStructureInput>;

/** Paging, sorting (name, creationTime) and a name filter. */
export const getSalaryStructuresInput = pagedRequest.extend({
  filter: trimmedText().max(128).optional(),
});
export type GetSalaryStructuresInput = z.infer<typeof getSalaryStructuresInput>;

const tag = 'SalaryStructure';
const P = PayrollPermissions.SalaryStructures;
const path = '/api/app/salary-structure';

/**
 * The salary structure calls (document 3 §7: paths not shown, ABP's conventions). A save compiles the
 * structure: a rule that refers to itself or to a rule later in the order is refused, naming both.
 */
export const salaryStructureEndpoints = {
  list: endpoint({
    method: 'GET',
    path,
    query: getSalaryStructuresInput,
    response: pagedResult(salaryStructureDto),
    access: access.policy(P.Default),
    tag,
  }),
  get: endpoint({
    method: 'GET',
    path: `${path}/:id`,
    params: idParams,
    response: salaryStructureDto,
    access: access.policy(P.Default),
    tag,
  }),
  create: endpoint({
    method: 'POST',
    path,
    body: createSalaryStructureInput,
    response: z.uuid(),
    access: access.policy(P.Create),
    tag,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${path}/:id`,
    params: idParams,
    body: updateSalaryStructureInput,
    response: salaryStructureDto,
    access: access.policy(P.Update),
    tag,
  }),
  /** Refused while a contract uses the structure. */
  delete: endpoint({
    method: 'DELETE',
    path: `${path}/:id`,
    params: idParams,
    access: access.policy(P.Delete),
    tag,
  }),
};
