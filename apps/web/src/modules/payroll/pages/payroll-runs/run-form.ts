import type { CreatePayrollRunInput, LanguageCode } from '@hr/contracts';
import { formatDateRange } from '../../../../components/format.ts';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { payslipMonth } from '../../components/payslip-figures.ts';

/** Who a run pays: everyone with an Active contract, a department and those under it, or chosen people. */
export type RunWho = 'all' | 'department' | 'employees';

/** The New run dialog's values: the period is one range control, "who" a choice. */
export interface RunFormValues {
  name: string;
  period: DateRange | null;
  who: RunWho;
  departmentId?: string | null;
  employeeIds?: string[];
  /** Ticked to start although employees of the period are paid already (the dialog asks; never sent). */
  startAnyway?: boolean;
}

/**
 * The period as a run's name says it: the month in the language ("November 2026", "نوفمبر 2026") when
 * the period is a whole calendar month, else its two dates.
 */
export function periodLabel([from, to]: DateRange, language: LanguageCode): string {
  return payslipMonth({ startDate: from, endDate: to }, language) ?? formatDateRange(from, to);
}

/** The body of the form: only the choice of "who" is sent (a department or employees, never both). */
export function runInput(values: RunFormValues): CreatePayrollRunInput {
  const [startDate = '', endDate = ''] = values.period ?? [];
  return {
    name: values.name,
    startDate,
    endDate,
    departmentId: values.who === 'department' ? (values.departmentId ?? null) : null,
    employeeIds: values.who === 'employees' ? (values.employeeIds ?? []) : null,
  };
}
