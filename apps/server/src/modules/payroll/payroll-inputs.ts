import {
  AttendanceDayStatus,
  ContractTypes,
  type FormulaContractType,
  type NamePair,
  namePairOf,
  type PayrollInputName,
  WorkEntrySource,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { addDays } from '../../platform/tenant-date.ts';
import type { DisciplineApi } from '../discipline/public.ts';
import type { EmployeesApi } from '../employees/public.ts';
import type { EmploymentApi } from '../employment/public.ts';
import type { FinanceApi } from '../finance/public.ts';
import type { LeaveApi } from '../leave/public.ts';
import type { OrganisationApi } from '../organisation/public.ts';
import type { PayrollDay, TimeApi } from '../time/public.ts';
import { type FormulaInputs, monthDays } from './formula/index.ts';
import { Dec } from './formula/values.ts';

/**
 * What a payslip reads of other modules, each through the narrow part it uses (wired in index.ts from
 * `setup.modules`). Every call joins the generation's transaction: one snapshot. Each reads many employees at once:
 * a run generates its payslips in batches of hundreds with one read of each source per batch.
 */
export interface PayslipSources {
  periods: Pick<FinanceApi['periods'], 'assertOpen'>;
  currencies: Pick<FinanceApi['currencies'], 'baseOf'>;
  contracts: Pick<EmploymentApi['contracts'], 'inForceMany' | 'employmentStartMany'>;
  employees: Pick<EmployeesApi['employees'], 'payrollFacts'>;
  jobTitles: Pick<OrganisationApi['jobTitles'], 'getMany'>;
  attendanceDays: Pick<TimeApi['attendanceDays'], 'payrollDays'>;
  leave: Pick<LeaveApi['requests'], 'payrollInputs'>;
  discipline: Pick<DisciplineApi['effects'], 'salaryEffects'>;
}

/** Everything one employee's payslip is computed from, and the names it shows. */
export interface GatheredInputs {
  formula: FormulaInputs & { inputs: Record<PayrollInputName, string> };
  contract: { id: string; salaryStructureId: string };
  employeeFullName: string;
  jobTitleId: string;
  /** The job title's and its department's names in both languages (the payslip keeps both). */
  jobTitleNames: NamePair;
  departmentId: string | null;
  departmentNames: NamePair | null;
  currency: { code: string; decimalPlaces: number };
}

/** Minutes as hours with 2 decimals, as leave answers its hours ("7.50"). */
const hours = (minutes: number) => new Dec(minutes).div(60).toFixed(2, Dec.ROUND_HALF_UP);

/**
 * The named time inputs of the period from the days (expected time, records and approved leave, day by
 * day). Scheduled days and hours are the expected ones (holidays and rest days expect nothing).
 * Work entry source Attendance: worked days are the days with records, worked hours their closed records,
 * absence the expected days that are over without records or leave, overtime what a day with expected time
 * was worked beyond it. WorkingSchedule: the schedule pays (worked is the expected time not covered by
 * leave) and, for an employee tracked by attendance (`tracked`: records in the period),
 * the records count too: an expected day that is over without records or leave is absent (and not worked),
 * and what a day with expected time was worked beyond it is overtime. An untracked employee has neither
 * (docs/decisions.md, "Absence of schedule-paid employees").
 */
export function timeInputs(days: readonly PayrollDay[], workEntrySource: number, tracked: boolean) {
  let scheduledDays = 0;
  let scheduledMinutes = 0;
  let workedDays = 0;
  let workedMinutes = 0;
  let absenceDays = 0;
  let overtimeMinutes = 0;
  for (const day of days) {
    if (day.expectedMinutes > 0) {
      scheduledDays += 1;
      scheduledMinutes += day.expectedMinutes;
    }
    if (workEntrySource === WorkEntrySource.Attendance) {
      if (day.hasRecords) workedDays += 1;
      workedMinutes += day.workedMinutes;
      if (day.status === AttendanceDayStatus.Absent) absenceDays += 1;
      if (day.expectedMinutes > 0) overtimeMinutes += Math.max(0, day.workedMinutes - day.expectedMinutes);
    } else if (day.expectedMinutes > 0 && day.status !== AttendanceDayStatus.OnLeave) {
      if (tracked && day.status === AttendanceDayStatus.Absent) {
        absenceDays += 1;
        continue;
      }
      workedDays += 1;
      workedMinutes += Math.max(0, day.expectedMinutes - day.leaveMinutes);
      if (tracked) overtimeMinutes += Math.max(0, day.workedMinutes - day.expectedMinutes);
    }
  }
  return {
    SCHEDULED_DAYS: String(scheduledDays),
    SCHEDULED_HOURS: hours(scheduledMinutes),
    WORKED_DAYS: String(workedDays),
    WORKED_HOURS: hours(workedMinutes),
    ABSENCE_DAYS: String(absenceDays),
    OVERTIME_HOURS: hours(overtimeMinutes),
  };
}

const msPerDay = 86_400_000;

/** A contract's days, first and last included; no end: open-ended. */
export interface ContractSpan {
  start: string;
  end: string | null;
}

/**
 * CONTRACT_DAYS: the calendar days of the period that the contracts cover (each cut to the period; an
 * employee's Active contracts never overlap, so the days add up).
 */
export function contractDays(period: { start: string; end: string }, spans: readonly ContractSpan[]): number {
  let days = 0;
  for (const span of spans) {
    const from = Math.max(Date.parse(span.start), Date.parse(period.start));
    const to = Math.min(
      span.end === null ? Number.POSITIVE_INFINITY : Date.parse(span.end),
      Date.parse(period.end),
    );
    if (to >= from) days += (to - from) / msPerDay + 1;
  }
  return days;
}

/**
 * Each employee's Active contracts meeting the period, from the one in force (the latest to start) back:
 * while the earliest found starts after the period does, the contract in force over the days before it
 * (a renewal or a change of contract within the period), one read per such start date. A joiner's
 * CONTRACT_DAYS are thus the days from the start, a renewed employee's the whole period.
 */
async function contractSpans(
  sources: PayslipSources,
  ctx: RequestContext,
  inForce: ReadonlyMap<string, ContractSpan>,
  periodStart: string,
): Promise<Map<string, ContractSpan[]>> {
  const spans = new Map([...inForce].map(([id, c]) => [id, [{ start: c.start, end: c.end }]]));
  let earliest = new Map([...inForce].filter(([, c]) => c.start > periodStart));
  while (earliest.size) {
    const byStart = new Map<string, string[]>();
    for (const [id, c] of earliest) {
      const ids = byStart.get(c.start);
      if (ids) ids.push(id);
      else byStart.set(c.start, [id]);
    }
    const next = new Map<string, ContractSpan>();
    for (const [start, ids] of byStart) {
      const before = await sources.contracts.inForceMany(ctx, ids, periodStart, addDays(start, -1));
      for (const [id, c] of before) {
        spans.get(id)!.push({ start: c.start, end: c.end });
        if (c.start > periodStart) next.set(id, c);
      }
    }
    earliest = next;
  }
  return spans;
}

const epochDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / msPerDay;

/** `date` moved by whole years; 29 February becomes 28 February in a common year. */
function plusYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return new Date(Date.UTC(y + years, m - 1, Math.min(d, last))).toISOString().slice(0, 10);
}

/**
 * SERVICE_DAYS and SERVICE_YEARS from the employment's start to the last day of service, both included:
 * the days, and the whole years completed (anniversaries reached by the day after the last) plus the days
 * since the last anniversary / 365, to six places (docs/decisions.md, "End-of-service benefit"). No start,
 * or a start after the end: 0.
 */
export function serviceInputs(start: string | null | undefined, lastDay: string) {
  if (!start || start > lastDay) return { SERVICE_DAYS: '0', SERVICE_YEARS: '0.000000' };
  const after = addDays(lastDay, 1);
  let years = Number(after.slice(0, 4)) - Number(start.slice(0, 4));
  while (years > 0 && plusYears(start, years) > after) years -= 1;
  const rest = epochDay(after) - epochDay(plusYears(start, years));
  return {
    SERVICE_DAYS: String(epochDay(after) - epochDay(start)),
    SERVICE_YEARS: new Dec(years).plus(new Dec(rest).div(365)).toFixed(6, Dec.ROUND_HALF_UP),
  };
}

const contractTypeOf = (type: number) =>
  (ContractTypes.members.find((m) => m.value === type)?.key ?? 'Permanent') as FormulaContractType;

/**
 * Reads the inputs of many employees for start..end inside the caller's transaction (every call joins
 * it), one read of each source for all of them: the employee must exist; the fiscal period must be open;
 * the Active contract in force gives the job title (BASIC, the department), the structure and the work
 * entry source; the Active contracts meeting the period its CONTRACT_DAYS (`contractSpans`, a read per
 * start date of a contract beginning within the period) and its start MONTH_DAYS; then attendance, leave,
 * penalties and rewards. Each employee asked gets either their
 * inputs or the refusal naming them (an AppError); a closed period refuses them all.
 */
export async function gatherInputsMany(
  sources: PayslipSources,
  ctx: RequestContext,
  employeeIds: readonly string[],
  period: { start: string; end: string },
): Promise<Map<string, GatheredInputs | AppError>> {
  const { start, end } = period;
  const answer = new Map<string, GatheredInputs | AppError>();
  const facts = await sources.employees.payrollFacts(ctx, employeeIds);
  for (const id of employeeIds) if (!facts.has(id)) answer.set(id, new AppError('Payslip:EmployeeNotFound'));
  const found = employeeIds.filter((id) => facts.has(id));
  if (!found.length) return answer;
  try {
    await sources.periods.assertOpen(ctx, start, end);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    for (const id of found) answer.set(id, error);
    return answer;
  }
  const currency = await sources.currencies.baseOf(ctx);
  const contracts = await sources.contracts.inForceMany(ctx, found, start, end);
  const paid: string[] = [];
  for (const id of found) {
    const employee = facts.get(id)!.fullName;
    const contract = contracts.get(id);
    if (!contract)
      answer.set(id, new AppError('Payslip:NoActiveContract', { employee, startDate: start, endDate: end }));
    else if (!contract.salaryStructureId)
      answer.set(id, new AppError('Payslip:NoSalaryStructure', { employee }));
    else paid.push(id);
  }
  if (!paid.length) return answer;
  const jobTitles = await sources.jobTitles.getMany(
    ctx,
    paid.map((id) => contracts.get(id)!.jobTitleId),
  );
  const spans = await contractSpans(sources, ctx, new Map(paid.map((id) => [id, contracts.get(id)!])), start);
  const month = String(monthDays(start));
  const attendance = await sources.attendanceDays.payrollDays(ctx, paid, start, end);
  const leave = await sources.leave.payrollInputs(ctx, paid, period);
  const effects = await sources.discipline.salaryEffects(ctx, paid, period);
  // Service: from the employment's start; a leaver (the contract in force ends in the period and none is in
  // force the day after) serves to that contract's end, the others to the period's end.
  const starts = await sources.contracts.employmentStartMany(ctx, paid);
  const endingIds = paid.filter((id) => contracts.get(id)!.end <= end);
  const dayAfter = addDays(end, 1);
  const continued = endingIds.length
    ? await sources.contracts.inForceMany(ctx, endingIds, dayAfter, dayAfter)
    : new Map();
  const leaving = new Set(endingIds.filter((id) => !continued.has(id)));
  for (const id of paid) {
    const employee = facts.get(id)!;
    const contract = contracts.get(id)!;
    const jobTitle = jobTitles.get(contract.jobTitleId);
    // The contract's job title is locked against deletion while contracts hold it; kept safe all the same.
    if (!jobTitle) {
      answer.set(
        id,
        new AppError('Payslip:NoActiveContract', {
          employee: employee.fullName,
          startDate: start,
          endDate: end,
        }),
      );
      continue;
    }
    const time = attendance.get(id) ?? { days: [], tracked: false };
    const l = leave.get(id);
    const e = effects.get(id);
    answer.set(id, {
      formula: {
        period: { start, end },
        employee: {
          basicSalary: jobTitle.baseSalary,
          gender: employee.gender,
          maritalStatus: employee.maritalStatus,
          contractType: contractTypeOf(contract.type),
          contractStart: contract.start,
        },
        inputs: {
          CONTRACT_DAYS: String(contractDays(period, spans.get(id)!)),
          MONTH_DAYS: month,
          ...timeInputs(time.days, contract.workEntrySource, time.tracked),
          PAID_LEAVE_DAYS: l?.PAID_LEAVE_DAYS ?? '0.00',
          PAID_LEAVE_HOURS: l?.PAID_LEAVE_HOURS ?? '0.00',
          UNPAID_LEAVE_DAYS: l?.UNPAID_LEAVE_DAYS ?? '0.00',
          UNPAID_LEAVE_HOURS: l?.UNPAID_LEAVE_HOURS ?? '0.00',
          PENALTY_AMOUNT: e?.totals.PENALTY_AMOUNT ?? '0.00',
          PENALTY_COUNT: e?.totals.PENALTY_COUNT ?? '0',
          PENALTY_PERCENT: e?.totals.PENALTY_PERCENT ?? '0.00',
          REWARD_AMOUNT: e?.totals.REWARD_AMOUNT ?? '0.00',
          REWARD_COUNT: e?.totals.REWARD_COUNT ?? '0',
          REWARD_PERCENT: e?.totals.REWARD_PERCENT ?? '0.00',
          ...serviceInputs(starts.get(id), leaving.has(id) ? contract.end : end),
          LEAVING: leaving.has(id) ? '1' : '0',
        },
      },
      contract: { id: contract.id, salaryStructureId: contract.salaryStructureId! },
      employeeFullName: employee.fullName,
      jobTitleId: jobTitle.id,
      jobTitleNames: namePairOf(jobTitle),
      departmentId: jobTitle.departmentId,
      departmentNames: jobTitle.departmentNames,
      currency,
    });
  }
  return answer;
}
