import {
  type FormulaContractType,
  formulaContractTypes,
  Genders,
  MaritalStatuses,
  type PayrollInputName,
  payrollInputNames,
} from '@hr/contracts';
import { AppError } from '../../../platform/errors.ts';
import { type CalendarDay, type Dec, parseAmount, parseDay, ZERO } from './values.ts';

/** What one employee's payslip is computed from; `formulaVariables` (contracts) says what each is. */
export interface FormulaInputs {
  /** The payroll period, first and last day included, `yyyy-MM-dd`. */
  period: { start: string; end: string };
  employee: {
    /** The job title's base salary, a decimal string ("1500.00"): BASIC. */
    basicSalary: string;
    /** The employee's `Gender` and `MaritalStatus` numbers as stored; formulas see their names. */
    gender: number;
    maritalStatus: number;
    contractType: FormulaContractType;
    /** `yyyy-MM-dd`. */
    contractStart: string;
  };
  /**
   * The named payroll inputs (decimal strings or numbers); a missing one is 0, but for MONTH_DAYS and
   * CONTRACT_DAYS: the days of the period's first month, and of the period from CONTRACT_START on.
   */
  inputs: Partial<Record<PayrollInputName, string | number>>;
}

/** The variables of one evaluation, `rules` and `categories` filled as the structure runs. */
export type FormulaContext = Record<string, Dec | CalendarDay | string | Map<string, Dec>>;

function invalid(name: string, value: unknown): AppError {
  return new AppError('Payroll:InvalidFormulaInput', { name, value: String(value).slice(0, 40) });
}

function amount(name: string, value: string | number | undefined): Dec {
  if (value === undefined) return ZERO;
  const d = parseAmount(value);
  if (!d) throw invalid(name, value);
  return d;
}

function day(name: string, value: string): CalendarDay {
  const d = typeof value === 'string' ? parseDay(value) : null;
  if (!d) throw invalid(name, value);
  return d;
}

const enumName = (members: readonly { key: string; value: number }[], value: number) =>
  members.find((m) => m.value === value)?.key ?? 'Undefined';

/** The variables a formula sees for these inputs; a value that is not what it should be is a 422. */
export function toContext(inputs: FormulaInputs): FormulaContext {
  const { period, employee } = inputs;
  const start = day('PERIOD_START', period.start);
  const end = day('PERIOD_END', period.end);
  if (end.epochDay < start.epochDay) throw invalid('PERIOD_END', period.end);
  if (!formulaContractTypes.includes(employee.contractType))
    throw invalid('CONTRACT_TYPE', employee.contractType);
  const context: FormulaContext = {
    PERIOD_START: start,
    PERIOD_END: end,
    CALENDAR_DAYS: amount('CALENDAR_DAYS', end.epochDay - start.epochDay + 1),
    BASIC: amount('BASIC', employee.basicSalary),
    GENDER: enumName(Genders.members, employee.gender),
    MARITAL_STATUS: enumName(MaritalStatuses.members, employee.maritalStatus),
    CONTRACT_TYPE: employee.contractType,
    CONTRACT_START: day('CONTRACT_START', employee.contractStart),
  };
  for (const name of payrollInputNames) context[name] = amount(name, inputs.inputs[name]);
  // Not given (a "Try formula" of a few inputs): what the period and the contract's start say, never 0, so
  // a monthly amount's share `x * CONTRACT_DAYS / MONTH_DAYS` is never a division by zero.
  const contractStart = context.CONTRACT_START as CalendarDay;
  if (inputs.inputs.MONTH_DAYS === undefined)
    context.MONTH_DAYS = amount('MONTH_DAYS', monthDays(period.start));
  if (inputs.inputs.CONTRACT_DAYS === undefined)
    context.CONTRACT_DAYS = amount(
      'CONTRACT_DAYS',
      Math.max(0, end.epochDay - Math.max(start.epochDay, contractStart.epochDay) + 1),
    );
  return context;
}

/** MONTH_DAYS: the calendar days (28 to 31) of the month `date` (`yyyy-MM-dd`) lies in. */
export function monthDays(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A plausible month of a married permanent employee, for "Try formula" and tests. */
export function sampleInputs(): FormulaInputs {
  return {
    period: { start: '2026-01-01', end: '2026-01-31' },
    employee: {
      basicSalary: '1500.00',
      gender: Genders.values.Male,
      maritalStatus: MaritalStatuses.values.Married,
      contractType: 'Permanent',
      contractStart: '2024-03-01',
    },
    inputs: {
      // Under contract the whole of January: a monthly amount × 31 / 31 is all of it.
      CONTRACT_DAYS: '31',
      MONTH_DAYS: '31',
      SCHEDULED_DAYS: '22',
      SCHEDULED_HOURS: '176',
      WORKED_DAYS: '20',
      WORKED_HOURS: '160',
      ABSENCE_DAYS: '1',
      PAID_LEAVE_DAYS: '1',
      PAID_LEAVE_HOURS: '8',
      UNPAID_LEAVE_DAYS: '0',
      UNPAID_LEAVE_HOURS: '0',
      OVERTIME_HOURS: '6',
      PENALTY_AMOUNT: '25.00',
      PENALTY_COUNT: '1',
      PENALTY_PERCENT: '0',
      REWARD_AMOUNT: '100.00',
      REWARD_COUNT: '1',
      REWARD_PERCENT: '0',
      SERVICE_DAYS: '1096',
      SERVICE_YEARS: '3.00',
      LEAVING: '0',
    },
  };
}
