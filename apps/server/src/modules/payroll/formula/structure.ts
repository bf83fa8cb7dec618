import { EvaluationError } from '@marcbachmann/cel-js';
import { AppError } from '../../../platform/errors.ts';
import { type CompiledFormula, compileFormula, type FormulaKind, isProblem } from './formula.ts';
import { type FormulaContext, type FormulaInputs, toContext } from './inputs.ts';
import { amountText, bounded, Dec, FormulaFault, parseAmount, roundAmount, ZERO } from './values.ts';

export interface RuleDefinition {
  code: string;
  /** How messages name the rule (its English name, else its Arabic one). */
  name: string;
  /** Its names in both languages, copied to the payslip's lines. */
  nameEn?: string | null;
  nameAr?: string | null;
  categoryCode: string;
  isActive: boolean;
  appearForEmployee: boolean;
  condition: { basedOn: 'AlwaysTrue' | 'Code'; code: string | null };
  value: { basedOn: 'FixedAmount' | 'Code'; fixedAmount: string | null; code: string | null };
}

interface CompiledRule {
  rule: RuleDefinition;
  /** "Housing (HOUSING)": how messages name the rule, in English and in Arabic. */
  label: string;
  labelAr: string;
  condition: CompiledFormula | null;
  /** The value formula, or the fixed amount. */
  value: CompiledFormula | null;
  fixed: Dec | null;
}

/** A structure's rules in sequence order, each formula compiled once. */
export interface CompiledStructure {
  readonly rules: readonly CompiledRule[];
  /** Every category a rule belongs to or a formula reads: all start at 0. */
  readonly categoryCodes: readonly string[];
}

export interface PayslipLine {
  code: string;
  name: string;
  categoryCode: string;
  amount: string;
  appearForEmployee: boolean;
}

export interface StructureResult {
  /** The active rules whose condition held, in order. */
  lines: PayslipLine[];
  /** Every rule, for "Try formula": amount null when the rule is inactive or its condition did not hold. */
  trace: Array<{ code: string; conditionMet: boolean; amount: string | null }>;
  /** Category totals (of the lines), by category code. */
  categories: Record<string, string>;
}

const labelOf = (rule: RuleDefinition) => `${rule.name} (${rule.code})`;
/** The rule as an Arabic message names it: its Arabic name, else the one it has. */
const labelArOf = (rule: RuleDefinition) => `${rule.nameAr || rule.name} (${rule.code})`;

function compile(rule: RuleDefinition, kind: FormulaKind, source: string | null): CompiledFormula {
  const c = compileFormula(source ?? '', kind);
  if (!isProblem(c)) return c;
  throw new AppError(
    'Payroll:InvalidFormula',
    {
      message: `${labelOf(rule)}: ${c.message}`,
      messageAr: `${labelArOf(rule)}: ${c.messageAr}`,
      column: (c.position ?? 0) + 1,
    },
    kind === 'condition' ? 'conditionCode' : 'valueCode',
  );
}

/**
 * Compiles a structure's rules in sequence order, once. A rule may read rules.CODE of the rules before
 * it only: one that reads itself or a later rule is Payroll:RuleRefersToLaterRule, one that reads a code
 * the structure lacks is Payroll:RuleRefersToUnknownRule.
 */
export function compileStructure(rules: RuleDefinition[]): CompiledStructure {
  const position = new Map(rules.map((r, i) => [r.code, i]));
  const categoryCodes = new Set<string>();
  const compiled = rules.map((rule, index): CompiledRule => {
    const condition =
      rule.condition.basedOn === 'Code' ? compile(rule, 'condition', rule.condition.code) : null;
    const value = rule.value.basedOn === 'Code' ? compile(rule, 'value', rule.value.code) : null;
    const fixed = value ? null : parseAmount(rule.value.fixedAmount ?? '0');
    if (!value && !fixed)
      throw new AppError('Payroll:InvalidFormulaInput', {
        name: labelOf(rule),
        nameAr: labelArOf(rule),
        value: rule.value.fixedAmount,
      });
    categoryCodes.add(rule.categoryCode);
    for (const formula of [condition, value]) {
      if (!formula) continue;
      for (const code of formula.categories) categoryCodes.add(code);
      for (const code of formula.rules) {
        const at = position.get(code);
        if (at === undefined)
          throw new AppError('Payroll:RuleRefersToUnknownRule', {
            rule: labelOf(rule),
            ruleAr: labelArOf(rule),
            code,
          });
        if (at >= index) {
          const referenced = rules[at] as RuleDefinition;
          throw new AppError('Payroll:RuleRefersToLaterRule', {
            rule: labelOf(rule),
            ruleAr: labelArOf(rule),
            referenced: labelOf(referenced),
            referencedAr: labelArOf(referenced),
          });
        }
      }
    }
    return { rule, label: labelOf(rule), labelAr: labelArOf(rule), condition, value, fixed };
  });
  return { rules: compiled, categoryCodes: [...categoryCodes] };
}

/** The reasons of the engine's own run-time errors we know, in both languages. */
const engineReasons: Record<string, [string, string]> = {
  division_by_zero: ['division by zero', 'قسمة على صفر'],
  numeric_overflow: ['a result is too large (overflow)', 'إحدى النتائج كبيرة جدًا (تجاوز للحد)'],
};

function failed(item: CompiledRule, kind: FormulaKind, error: unknown): AppError {
  let reason: string;
  let reasonAr: string;
  if (error instanceof FormulaFault) [reason, reasonAr] = [error.reason, error.reasonAr];
  else if (error instanceof EvaluationError)
    [reason, reasonAr] = engineReasons[error.code] ?? [error.summary, `خطأ في التنفيذ: ${error.summary}`];
  else {
    // Not expected from a checked formula; still an answer, never a crash.
    const message = error instanceof Error ? error.message : String(error);
    [reason, reasonAr] = [message, `خطأ غير متوقع: ${message}`];
  }
  const where = kind === 'condition' ? ['in its condition', 'في شرطها'] : ['in its value', 'في قيمتها'];
  return new AppError('Payroll:FormulaEvaluationFailed', {
    rule: item.label,
    ruleAr: item.labelAr,
    reason: `${reason} (${where[0]})`,
    reasonAr: `${reasonAr} (${where[1]})`,
  });
}

function run(item: CompiledRule, formula: CompiledFormula, context: FormulaContext): unknown {
  try {
    return formula.run(context);
  } catch (error) {
    throw failed(item, formula.kind, error);
  }
}

/**
 * Evaluates a compiled structure for one employee. Each amount is rounded to `decimalPlaces` (half away
 * from zero) when the rule's result is stored, and later rules read that stored amount; formulas
 * compute exactly in between. Failures are Payroll:FormulaEvaluationFailed naming the rule.
 */
export function evaluateStructure(
  s: CompiledStructure,
  inputs: FormulaInputs,
  options: { decimalPlaces: number },
): StructureResult {
  const places = options.decimalPlaces;
  if (!Number.isInteger(places) || places < 0 || places > 8)
    throw new Error(`decimalPlaces ${places} is not 0 to 8`);
  const context = toContext(inputs);
  const rules = new Map<string, Dec>();
  const categories = new Map<string, Dec>(s.categoryCodes.map((c) => [c, ZERO]));
  context.rules = rules;
  context.categories = categories;
  const result: StructureResult = { lines: [], trace: [], categories: {} };

  for (const item of s.rules) {
    const { rule } = item;
    let met = rule.isActive;
    if (met && item.condition) {
      const outcome = run(item, item.condition, context);
      if (typeof outcome !== 'boolean')
        throw failed(
          item,
          'condition',
          new FormulaFault('the condition did not give true or false', 'لم يعطِ الشرط true أو false'),
        );
      met = outcome;
    }
    if (!met) {
      rules.set(rule.code, ZERO);
      result.trace.push({ code: rule.code, conditionMet: false, amount: null });
      continue;
    }
    const raw = (item.fixed ?? run(item, item.value as CompiledFormula, context)) as Dec;
    if (raw?.constructor !== Dec || !raw.isFinite())
      throw failed(item, 'value', new FormulaFault('the value is not a number', 'القيمة ليست رقمًا'));
    const stored = roundAmount(raw, places);
    rules.set(rule.code, stored);
    try {
      categories.set(rule.categoryCode, bounded((categories.get(rule.categoryCode) ?? ZERO).plus(stored)));
    } catch (error) {
      throw failed(item, 'value', error);
    }
    const amount = amountText(stored, places);
    result.trace.push({ code: rule.code, conditionMet: true, amount });
    result.lines.push({
      code: rule.code,
      name: rule.name,
      categoryCode: rule.categoryCode,
      amount,
      appearForEmployee: rule.appearForEmployee,
    });
  }
  for (const [code, total] of categories) result.categories[code] = amountText(total, places);
  return result;
}
