import type { RequestContext } from '../../../platform/context.ts';
import type { ExpectedDay } from './expected-time.ts';

export {
  type ContractStateName,
  daysInForce,
  type ExpectedDay,
  type ExpectedInterval,
  type ExpectedTimeContract,
  type ExpectedTimeInput,
  type ExpectedTimeScheduleRange,
  type ExpectedTimeWorkingHour,
  expectedTime,
  type HolidayDates,
  maxExpectedTimeDays,
  type WorkEntrySourceName,
} from './expected-time.ts';

/**
 * The one answer to "when is this employee expected at work" (DESIGN.md, "Rules that span modules"), the
 * contracts module's service that leave (durations), attendance (pairing punches, late and early), absence
 * and payroll (expected days and hours) call instead of reading schedules themselves.
 *
 * `forEmployee(ctx, employeeId, from, to)` answers every date from `from` to `to` ('YYYY-MM-DD', both
 * included, in the tenant's calendar, at most `maxExpectedTimeDays`), in order, one `ExpectedDay` each: the
 * contract in force that day (Active, or Expired for the days it was in force; never Draft or Canceled), the
 * schedule range covering it, and the expected intervals as instants computed in the tenant's time zone
 * (`Abp.Timing.TimeZone`), so a clock change is counted as it happens. An hour past midnight belongs to the
 * day it starts, so the last day's night shift ends after `to` and the night before `from` is not included.
 * Holidays (the time module's `HolidayDates`) have no expected time. A day without a contract in force, or
 * outside every schedule range of its contract, has no intervals and `contractId` or `workingScheduleId`
 * null. An employee of another tenant, or one that does not exist, has no contract: every day is empty.
 *
 * It reads in the caller's transaction when there is one (payroll generates a payslip in one snapshot).
 * `forEmployees` answers the same for many employees with one read of contracts and schedules, for payroll
 * runs of thousands: its map has an entry for every id asked.
 */
export interface ExpectedTime {
  forEmployee(ctx: RequestContext, employeeId: string, from: string, to: string): Promise<ExpectedDay[]>;
  forEmployees(
    ctx: RequestContext,
    employeeIds: readonly string[],
    from: string,
    to: string,
  ): Promise<Map<string, ExpectedDay[]>>;
}

/**
 * The tenant's holidays between two dates (both included), which the time module provides once its
 * holidays table exists (re-occurring ones repeated on every year of the range). Until then the contracts
 * service is given none and no day is a holiday.
 */
export interface HolidayCalendar {
  datesBetween(ctx: RequestContext, from: string, to: string): Promise<ReadonlySet<string>>;
}
