import { type LanguageCode, type PayslipItemDto, ValueBasedOn } from '@hr/contracts';
import { formatMonth } from '../../../components/format.ts';

/** What explains one line: each part only when the rule has it. */
export interface LineExplanation {
  /** The condition formula; null when the rule always applies. */
  condition: string | null;
  /** The value formula; null for a fixed amount. */
  formula: string | null;
  /** The fixed amount; null for a formula. */
  fixedAmount: string | null;
  variables: readonly { name: string; value: string }[];
}

/**
 * The explanation of a line as the view shows it: the formula or the fixed amount (whichever the rule was
 * based on when the payslip was generated), the condition when there was one (a blank one is none), and
 * the variables read.
 */
export function lineExplanation(item: Pick<PayslipItemDto, 'explanation'>): LineExplanation {
  const e = item.explanation;
  const condition = e.condition?.trim() ? e.condition : null;
  const fixed = e.valueBasedOn === ValueBasedOn.FixedAmount;
  return {
    condition,
    formula: fixed ? null : e.formula,
    fixedAmount: fixed ? e.fixedAmount : null,
    variables: e.variables,
  };
}

/**
 * The month a payslip covers when its period is exactly one calendar month ("October 2026", "أكتوبر
 * 2026"), else null: what an employee looks for first in their list.
 */
export function payslipMonth(
  p: { startDate: string; endDate: string },
  language?: LanguageCode,
): string | null {
  const [year, month, day] = p.startDate.split('-').map(Number);
  if (!year || !month || day !== 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  if (p.endDate !== last) return null;
  return formatMonth(year, month, language);
}
