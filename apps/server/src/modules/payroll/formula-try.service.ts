import {
  type CreateSalaryRule,
  type FormulaInputsDto,
  type FormulaTryResult,
  type formulaInputs,
  type LanguageCode,
  nameIn,
  type structureRulesInput,
} from '@hr/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type RequestContext, tenantOf } from '../../platform/context.ts';
import type { Database } from '../../platform/db/database.ts';
import { liveRowsOf } from '../../platform/db/entity-service.ts';
import { AppError } from '../../platform/errors.ts';
import {
  type CompiledStructure,
  compileStructure,
  evaluateStructure,
  type FormulaInputs,
  type RuleDefinition,
  referencedCategories,
  referencedRules,
  sampleInputs,
} from './formula/index.ts';
import { salaryRuleCategories } from './payroll.tables.ts';
import type { SalaryRuleService } from './salary-rule.service.ts';
import { ruleColumns, ruleDefinition } from './salary-rule.values.ts';
import type { SalaryStructureService } from './salary-structure.service.ts';

/**
 * Amounts are stored with 2 decimals (numeric(18,2)) until the tenant's payroll currency gives its own
 * places (finance module).
 */
export const payrollDecimalPlaces = 2;

const sources = (rule: RuleDefinition) => [rule.condition.code, rule.value.code].filter((s) => s !== null);
/** What a rule reads: rules.CODE and categories.CODE. */
const references = (rule: RuleDefinition) => ({
  rules: sources(rule).flatMap(referencedRules),
  categories: sources(rule).flatMap(referencedCategories),
});

/**
 * The rules in an order where each comes after the ones it reads, and after the rules of each category
 * whose total it reads. A loop (or a reference to itself) keeps its order: compiling it then names the
 * rule that reads one not before it.
 */
function dependencyOrder(rules: RuleDefinition[]): RuleDefinition[] {
  const byCode = new Map(rules.map((r) => [r.code.toUpperCase(), r]));
  const ofCategory = (code: string) =>
    rules.filter((r) => r.categoryCode.toUpperCase() === code.toUpperCase());
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const order: RuleDefinition[] = [];
  const visit = (rule: RuleDefinition) => {
    const key = rule.code.toUpperCase();
    if (placed.has(key) || visiting.has(key)) return;
    visiting.add(key);
    const read = references(rule);
    for (const code of read.rules) {
      const other = byCode.get(code.toUpperCase());
      if (other) visit(other);
    }
    for (const other of read.categories.flatMap(ofCategory)) if (other !== rule) visit(other);
    visiting.delete(key);
    placed.add(key);
    order.push(rule);
  };
  for (const rule of rules) visit(rule);
  return order;
}

/** "Try formula": a rule or a structure (as the form holds it, saved or not) against editable inputs. */
export function createFormulaTryService(
  db: Database,
  deps: { rules: Pick<SalaryRuleService, 'byCodes'>; structures: Pick<SalaryStructureService, 'compile'> },
) {
  function evaluate(
    structure: CompiledStructure,
    inputs: z.output<typeof formulaInputs>,
    language: LanguageCode,
  ): FormulaTryResult {
    const result = evaluateStructure(structure, inputs as FormulaInputs, {
      decimalPlaces: payrollDecimalPlaces,
    });
    return {
      lines: structure.rules.map(({ rule }, i) => ({
        code: rule.code,
        // The reader's name of a rule with two (a draft from the spec's single name has only `name`).
        name:
          rule.nameEn === undefined && rule.nameAr === undefined
            ? rule.name
            : nameIn({ nameEn: rule.nameEn ?? null, nameAr: rule.nameAr ?? null }, language) || rule.name,
        categoryCode: rule.categoryCode,
        isActive: rule.isActive,
        conditionMet: result.trace[i]?.conditionMet ?? false,
        amount: result.trace[i]?.amount ?? null,
        appearForEmployee: rule.appearForEmployee,
      })),
      categories: Object.entries(result.categories).map(([code, amount]) => ({ code, amount })),
    };
  }

  return {
    sampleInputs(): FormulaInputsDto {
      return sampleInputs() as FormulaInputsDto;
    },

    /**
     * The draft rule after the saved rules it reads (however indirectly), each after those it reads: the
     * rules it names and every rule of the categories whose totals it reads, as a structure would hold
     * them.
     */
    async tryRule(
      ctx: RequestContext,
      draft: CreateSalaryRule,
      inputs: z.output<typeof formulaInputs>,
    ): Promise<FormulaTryResult> {
      const tenantId = tenantOf(ctx);
      const rules = await db.transaction(ctx, async (tx) => {
        const [category] = await tx
          .select({ code: salaryRuleCategories.code })
          .from(salaryRuleCategories)
          .where(
            and(liveRowsOf(salaryRuleCategories, tenantId), eq(salaryRuleCategories.id, draft.categoryId)),
          );
        if (!category) throw new AppError('SalaryRule:CategoryNotFound');
        const rule = ruleDefinition(ruleColumns(draft, ctx.language), category.code);
        // The saved rules it reads, then theirs, until none is new (the draft's own code is the draft).
        const known = new Map<string, RuleDefinition>([[draft.code.toUpperCase(), rule]]);
        const read = { rules: new Set<string>(), categories: new Set<string>() };
        let wanted = references(rule);
        while (wanted.rules.length || wanted.categories.length) {
          for (const code of wanted.rules) read.rules.add(code.toUpperCase());
          for (const code of wanted.categories) read.categories.add(code.toUpperCase());
          const found = (await deps.rules.byCodes(tx, tenantId, wanted))
            .map((r) => ruleDefinition(r.row, r.categoryCode))
            .filter((r) => !known.has(r.code.toUpperCase()));
          for (const r of found) known.set(r.code.toUpperCase(), r);
          const next = found.map(references);
          wanted = {
            rules: next.flatMap((n) => n.rules).filter((c) => !read.rules.has(c.toUpperCase())),
            categories: next
              .flatMap((n) => n.categories)
              .filter((c) => !read.categories.has(c.toUpperCase())),
          };
        }
        return [...known.values()];
      });
      const [draftRule, ...saved] = rules;
      return evaluate(compileStructure([...dependencyOrder(saved), draftRule!]), inputs, ctx.language);
    },

    async tryStructure(
      ctx: RequestContext,
      structureRules: z.output<typeof structureRulesInput>,
      inputs: z.output<typeof formulaInputs>,
    ): Promise<FormulaTryResult> {
      return evaluate(await deps.structures.compile(ctx, structureRules), inputs, ctx.language);
    },
  };
}
