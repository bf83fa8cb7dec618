import {
  type AttendanceDayDto,
  AttendanceDayStatus,
  ContractTypes,
  type FormulaContractType,
  type PayrollInputName,
  WorkEntrySource,
} from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ContractService } from '../contracts/contract.service.ts';
import type { SalaryEffectsService } from '../discipline/salary-effects.service.ts';
import type { EmployeeService } from '../employees/employee.service.ts';
import type { CurrencyService } from '../finance/currency.service.ts';
import type { FinancialPeriodService } from '../finance/financial-period.service.ts';
import type { LeaveRequestService } from '../leave/leave-request.service.ts';
import type { JobTitleService } from '../organisation/job-title.service.ts';
import type { AttendanceDaysService } from '../time/attendance/attendance-days.ts';
import type { FormulaInputs } from './formula/index.ts';
import { Dec } from './formula/values.ts';

/**
 * What a payslip reads of other modules, each through the narrow part it uses (wired in index.ts with
 * `use`). Every call joins the generation's transaction: one snapshot.
 */
export interface PayslipSources {
  periods: Pick<FinancialPeriodService, 'assertOpen'>;
  currencies: Pick<CurrencyService, 'baseOf'>;
  contracts: Pick<ContractService, 'inForce'>;
  employees: Pick<EmployeeService, 'existing' | 'get'>;
  jobTitles: Pick<JobTitleService, 'get'>;
  attendanceDays: Pick<AttendanceDaysService, 'days'>;
  leave: Pick<LeaveRequestService, 'payrollInputs'>;
  discipline: Pick<SalaryEffectsService, 'salaryEffects'>;
}

/** Everything one employee's payslip is computed from, and the names it shows. */
export interface GatheredInputs {
  formula: FormulaInputs & { inputs: Record<PayrollInputName, string> };
  contract: { id: string; salaryStructureId: string };
  employeeFullName: string;
  jobTitleId: string;
  jobTitleName: string | null;
  departmentId: string | null;
  departmentName: string | null;
  currency: { code: string; decimalPlaces: number };
}

/** Minutes as hours with 2 decimals, as leave answers its hours ("7.50"). */
const hours = (minutes: number) => new Dec(minutes).div(60).toFixed(2, Dec.ROUND_HALF_UP);

/**
 * The named time inputs of the period from the attendance days (expected time, records and approved leave,
 * day by day). Scheduled days and hours are the expected ones (holidays and rest days expect nothing).
 * With work entry source Attendance, worked days are the days with records, worked hours their closed
 * records, absence the expected days that are over without records or leave, overtime what a day with
 * expected time was worked beyond it. With WorkingSchedule no attendance is needed: worked is the
 * expected time not covered by leave, absence and overtime are 0.
 */
export function timeInputs(days: readonly AttendanceDayDto[], workEntrySource: number) {
  let scheduledDays = 0;
  let scheduledMinutes = 0;
  let workedDays = 0;
  let workedMinutes = 0;
  let absenceDays = 0;
  let overtimeMinutes = 0;
  for (const day of days) {
    const leaveMinutes = day.leave.reduce((sum, l) => sum + l.minutes, 0);
    if (day.expectedMinutes > 0) {
      scheduledDays += 1;
      scheduledMinutes += day.expectedMinutes;
    }
    if (workEntrySource === WorkEntrySource.Attendance) {
      if (day.records.length > 0) workedDays += 1;
      workedMinutes += day.workedMinutes;
      if (day.status === AttendanceDayStatus.Absent) absenceDays += 1;
      if (day.expectedMinutes > 0) overtimeMinutes += Math.max(0, day.workedMinutes - day.expectedMinutes);
    } else if (day.expectedMinutes > 0 && day.status !== AttendanceDayStatus.OnLeave) {
      workedDays += 1;
      workedMinutes += Math.max(0, day.expectedMinutes - leaveMinutes);
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

const contractTypeOf = (type: number) =>
  (ContractTypes.members.find((m) => m.value === type)?.key ?? 'Permanent') as FormulaContractType;

/**
 * Reads one employee's inputs for start..end inside the caller's transaction (every call joins it): the
 * fiscal period must be open, the employee must exist, the Active contract in force gives the job title
 * (BASIC, the department), the structure and the work entry source; then attendance, leave, penalties and
 * rewards. Refusals name the employee.
 */
export async function gatherInputs(
  sources: PayslipSources,
  ctx: RequestContext,
  employeeId: string,
  period: { start: string; end: string },
): Promise<GatheredInputs> {
  const { start, end } = period;
  if (!(await sources.employees.existing(ctx, [employeeId])).has(employeeId))
    throw new AppError('Payslip:EmployeeNotFound');
  await sources.periods.assertOpen(ctx, start, end);
  const currency = await sources.currencies.baseOf(ctx);
  const employee = await sources.employees.get(ctx, employeeId);
  const employeeFullName = `${employee.name} ${employee.surname}`;
  const contract = await sources.contracts.inForce(ctx, employeeId, start, end);
  if (!contract)
    throw new AppError('Payslip:NoActiveContract', {
      employee: employeeFullName,
      startDate: start,
      endDate: end,
    });
  if (!contract.salaryStructureId)
    throw new AppError('Payslip:NoSalaryStructure', { employee: employeeFullName });
  const jobTitle = await sources.jobTitles.get(ctx, contract.jobTitleId);
  const days = await sources.attendanceDays.days(ctx, { employeeId, fromDate: start, toDate: end });
  const leave = (await sources.leave.payrollInputs(ctx, [employeeId], period)).get(employeeId);
  const effects = (await sources.discipline.salaryEffects(ctx, [employeeId], period)).get(employeeId);
  return {
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
        ...timeInputs(days, contract.workEntrySource),
        PAID_LEAVE_DAYS: leave?.PAID_LEAVE_DAYS ?? '0.00',
        PAID_LEAVE_HOURS: leave?.PAID_LEAVE_HOURS ?? '0.00',
        UNPAID_LEAVE_DAYS: leave?.UNPAID_LEAVE_DAYS ?? '0.00',
        UNPAID_LEAVE_HOURS: leave?.UNPAID_LEAVE_HOURS ?? '0.00',
        PENALTY_AMOUNT: effects?.totals.PENALTY_AMOUNT ?? '0.00',
        PENALTY_COUNT: effects?.totals.PENALTY_COUNT ?? '0',
        PENALTY_PERCENT: effects?.totals.PENALTY_PERCENT ?? '0.00',
        REWARD_AMOUNT: effects?.totals.REWARD_AMOUNT ?? '0.00',
        REWARD_COUNT: effects?.totals.REWARD_COUNT ?? '0',
        REWARD_PERCENT: effects?.totals.REWARD_PERCENT ?? '0.00',
      },
    },
    contract: { id: contract.id, salaryStructureId: contract.salaryStructureId },
    employeeFullName,
    jobTitleId: jobTitle.id,
    jobTitleName: jobTitle.name,
    departmentId: jobTitle.departmentId,
    departmentName: jobTitle.departmentName,
    currency,
  };
}
