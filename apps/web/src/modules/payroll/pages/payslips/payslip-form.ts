import { type GeneratePayslipInput, generatePayslipInput, maxPayslipDays } from '@hr/contracts';
import { type DateRange, presetRange } from '../../../../components/tenant-time.ts';

/** The Add dialog's values: the employee and the period as one range input. */
export interface GeneratePayslipFormValues {
  employeeId?: string | null;
  period?: DateRange | null;
}

/** A new payslip's period: last month on the tenant's calendar, the month a payroll officer closes. */
export function defaultPayslipPeriod(zone: string, now: Date | number = Date.now()): DateRange {
  return presetRange('lastMonth', zone, now);
}

const msPerDay = 86_400_000;

/** The days a period covers, both ends included. */
export function periodDays(range: DateRange): number {
  return Math.round((Date.parse(range[1]) - Date.parse(range[0])) / msPerDay) + 1;
}

/**
 * What is wrong with the period before anything is sent, as an error code of the catalogue (the server's
 * own words), or null: required; the end not before the start; at most {@link maxPayslipDays} days.
 */
export function periodProblem(
  range: DateRange | null | undefined,
): { code: string; params?: Record<string, unknown> } | null {
  if (!range?.[0] || !range[1]) return { code: 'common::ThisFieldIsRequired' };
  if (range[1] < range[0]) return { code: 'errors::Payslip:EndBeforeStart', params: { startDate: range[0] } };
  if (periodDays(range) > maxPayslipDays)
    return { code: 'errors::Payslip:PeriodTooLong', params: { maxDays: maxPayslipDays } };
  return null;
}

/** The body of the dialog's values, parsed by the contract (which refuses a missing employee or date). */
export function generatePayslipBody(values: GeneratePayslipFormValues): GeneratePayslipInput {
  const [startDate, endDate] = values.period ?? ['', ''];
  return generatePayslipInput.parse({ employeeId: values.employeeId ?? '', startDate, endDate });
}
