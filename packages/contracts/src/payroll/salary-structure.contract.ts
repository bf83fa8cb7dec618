import { z } from 'zod';
import { namedEntitySchemas, resourceEndpoints } from '../platform/resource.ts';
import { filteredListQuery } from '../platform/sorting.ts';
import { PayrollPermissions } from './payroll.permissions.ts';

/** The most rules one structure holds. */
export const maxStructureRules = 200;

export const structureRuleDto = z.object({
  ruleId: z.uuid(),
  /** 1, 2, 3...: the order in which the rules are computed. */
  sequence: z.number().int(),
  /** The rule's name in the reader's language. */
  ruleName: z.string(),
  ruleCode: z.string(),
  /** Where a confirmed run posts the line: the rule's debit and credit accounts (finance), or null. */
  debitAccountId: z.uuid().nullable(),
  creditAccountId: z.uuid().nullable(),
});

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

/** A name in English and in Arabic (`localizedName`: `name` in the reader's language, `nameEn`, `nameAr`). */
const structure = namedEntitySchemas({
  dto: {
    /** By sequence. */
    structureRules: z.array(structureRuleDto),
  },
  input: { structureRules: structureRulesInput },
});
export const salaryStructureDto = structure.dto;
export type SalaryStructureDto = z.infer<typeof salaryStructureDto>;

export const createSalaryStructureInput = structure.create;
export type CreateSalaryStructureInput = z.input<typeof createSalaryStructureInput>;

export const updateSalaryStructureInput = structure.update;
export type UpdateSalaryStructureInput = z.input<typeof updateSalaryStructureInput>;

/** Paging, sorting and a name filter. */
export const getSalaryStructuresInput = filteredListQuery(['name', 'creationTime']);
export type GetSalaryStructuresInput = z.infer<typeof getSalaryStructuresInput>;

/**
 * The salary structure calls (document 3 §7: paths not shown, ABP's conventions); the create answers the new
 * id as text. A save compiles the structure: a rule that refers to itself or to a rule later in the order is
 * refused, naming both. A delete is refused while a contract uses the structure.
 */
export const salaryStructureEndpoints = resourceEndpoints({
  path: '/api/app/salary-structure',
  tag: 'SalaryStructure',
  policies: PayrollPermissions.SalaryStructures,
  dto: salaryStructureDto,
  query: getSalaryStructuresInput,
  create: createSalaryStructureInput,
  update: updateSalaryStructureInput,
});
