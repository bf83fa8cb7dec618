import { Genders, MaritalStatuses, type NamePair, type PayslipItemDto, ValueBasedOn } from '@hr/contracts';
import {
  type CompiledStructure,
  type FormulaInputs,
  referencedCategories,
  referencedRules,
  referencedVariables,
  type StructureResult,
} from './formula/index.ts';
import { Dec, ZERO } from './formula/values.ts';

// What a payslip says from its structure's result: its lines with the variables each read, and its totals.

const msPerDay = 86_400_000;
export const daysOf = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / msPerDay + 1;

/** The value a formula saw for a plain variable, as text. */
function variableText(inputs: FormulaInputs, name: string): string {
  switch (name) {
    case 'PERIOD_START':
      return inputs.period.start;
    case 'PERIOD_END':
      return inputs.period.end;
    case 'CALENDAR_DAYS':
      return String(daysOf(inputs.period.start, inputs.period.end));
    case 'BASIC':
      return inputs.employee.basicSalary;
    case 'GENDER':
      return Genders.members.find((m) => m.value === inputs.employee.gender)?.key ?? 'Undefined';
    case 'MARITAL_STATUS':
      return (
        MaritalStatuses.members.find((m) => m.value === inputs.employee.maritalStatus)?.key ?? 'Undefined'
      );
    case 'CONTRACT_TYPE':
      return inputs.employee.contractType;
    case 'CONTRACT_START':
      return inputs.employee.contractStart;
    default:
      return String(inputs.inputs[name as keyof FormulaInputs['inputs']] ?? '0');
  }
}

const upper = (s: string) => s.toUpperCase();

/** A rule category's names at generation: in the generating request's language (`name`) and in both. */
export type CategoryNames = NamePair & { name: string };

/**
 * A line as a payslip keeps it in `items`: the answer's line, with its category's names in both languages
 * (issue 44; `linesIn` shows the reader's in `categoryName` and keeps these two out of the answers). Lines
 * generated before carry their one `categoryName` only (the backfill 0062 gave them the two).
 */
export type StoredPayslipItem = PayslipItemDto & {
  categoryNameEn?: string | null;
  categoryNameAr?: string | null;
};

/**
 * The lines the employee sees (active rules whose condition held, appearing for the employee), each with
 * the variables its condition and formula read and their values: rules.CODE as stored, categories.CODE as
 * the total of the rules before it.
 */
export function payslipItems(
  structure: CompiledStructure,
  result: StructureResult,
  inputs: FormulaInputs,
  categoryNameOfRule: ReadonlyMap<string, CategoryNames>,
  places: number,
): StoredPayslipItem[] {
  const amounts = new Map<string, string>();
  const totals = new Map<string, Dec>();
  const items: StoredPayslipItem[] = [];
  structure.rules.forEach(({ rule }, index) => {
    const trace = result.trace[index];
    const formulas = [
      rule.condition.basedOn === 'Code' ? rule.condition.code : null,
      rule.value.basedOn === 'Code' ? rule.value.code : null,
    ].filter((s): s is string => s !== null);
    if (trace?.conditionMet && rule.appearForEmployee) {
      const seen = new Set<string>();
      const variables: Array<{ name: string; value: string }> = [];
      const add = (name: string, value: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        variables.push({ name, value });
      };
      for (const source of formulas) {
        for (const name of referencedVariables(source)) add(name, variableText(inputs, name));
        for (const code of referencedRules(source))
          add(`rules.${code}`, amounts.get(upper(code)) ?? ZERO.toFixed(places));
        for (const code of referencedCategories(source))
          add(`categories.${code}`, (totals.get(upper(code)) ?? ZERO).toFixed(places));
      }
      const category = categoryNameOfRule.get(rule.code);
      items.push({
        sequence: index + 1,
        code: rule.code,
        name: rule.name,
        nameEn: rule.nameEn ?? null,
        nameAr: rule.nameAr ?? null,
        categoryCode: rule.categoryCode,
        categoryName: category?.name ?? rule.categoryCode,
        // Both names of the category, as the line keeps its rule's: each reader sees hers later.
        categoryNameEn: category ? category.nameEn : rule.categoryCode,
        categoryNameAr: category ? category.nameAr : null,
        amount: trace.amount ?? ZERO.toFixed(places),
        explanation: {
          condition: rule.condition.basedOn === 'Code' ? rule.condition.code : null,
          valueBasedOn: rule.value.basedOn === 'Code' ? ValueBasedOn.Code : ValueBasedOn.FixedAmount,
          formula: rule.value.basedOn === 'Code' ? rule.value.code : null,
          fixedAmount:
            rule.value.basedOn === 'FixedAmount'
              ? new Dec(rule.value.fixedAmount ?? '0').toFixed(places)
              : null,
          variables,
        },
      });
    }
    // What the later rules read: this rule's stored amount and its category's running total.
    const amount = trace?.conditionMet && trace.amount !== null ? trace.amount : ZERO.toFixed(places);
    amounts.set(upper(rule.code), amount);
    if (trace?.conditionMet) {
      const key = upper(rule.categoryCode);
      totals.set(key, (totals.get(key) ?? ZERO).plus(amount));
    }
  });
  return items;
}

/**
 * Gross, deductions and net from the category totals (codes compared whatever their case): gross is GROSS,
 * or BASIC + ALW without it; deductions DED; net NET, or gross − deductions without it.
 */
export function payslipTotals(categories: Record<string, string>, places: number) {
  const byCode = new Map(Object.entries(categories).map(([code, total]) => [upper(code), new Dec(total)]));
  const of = (code: string) => byCode.get(code);
  const gross = of('GROSS') ?? (of('BASIC') ?? ZERO).plus(of('ALW') ?? ZERO);
  const deductions = of('DED') ?? ZERO;
  const net = of('NET') ?? gross.minus(deductions);
  return {
    gross: gross.toFixed(places),
    deductions: deductions.toFixed(places),
    net: net.toFixed(places),
  };
}
