import { minutesOf, spanMinutes } from '@hr/contracts';
import { msPer, zoneClock } from './zone-clock.ts';

/**
 * Expected time, computed in one place (DESIGN.md, "Rules that span modules"): for one employee and a range
 * of dates, each day's expected working intervals and minutes, from the contract in force that day, the
 * contract's schedule range covering it and that schedule's working hours, in the tenant's time zone, minus
 * holidays. Pure: the contracts service reads the rows and hands them over; leave, attendance pairing,
 * absence and payroll read the answer.
 *
 * Linear by construction: each day looks at the employee's few contracts and ranges and at the hours of its
 * weekday (grouped once per call); wall times become instants through a per-zone cache of UTC offsets
 * (`zone-clock.ts`), so nothing loops over minutes and the tz database is read about once per day of the
 * range, whatever the number of employees.
 */

/** The contract states by name (document 2 §5: Draft, Active, Expired, Canceled). */
export type ContractStateName = 'Draft' | 'Active' | 'Expired' | 'Canceled';
/** Where a contract's worked time comes from (document 2 §5). */
export type WorkEntrySourceName = 'WorkingSchedule' | 'Attendance';

/** A schedule's working hour as the schedule service answers it ("HH:mm" wall times, day Sunday=0). */
export interface ExpectedTimeWorkingHour {
  id?: string;
  day: number;
  from: string;
  to: string;
  expectedAttendance: string;
}

/** One of the contract's schedule ranges: the schedule's hours apply from `from` to `to`, both included. */
export interface ExpectedTimeScheduleRange {
  workingScheduleId: string;
  from: string;
  to: string;
  workingHours: readonly ExpectedTimeWorkingHour[];
}

/** An employee's contract as the calculation needs it. Dates are the tenant's calendar dates, inclusive. */
export interface ExpectedTimeContract {
  id: string;
  start: string;
  end: string;
  state: ContractStateName;
  workEntrySource: WorkEntrySourceName;
  /**
   * For an Expired contract: the tenant's date it was expired (by a user or by the daily job, which runs
   * the day after the end) and whether it was Active until then (a Draft can be expired too, and then never
   * was in force). Required so that the caller decides: null for the other states, and for an Expired
   * contract whose expiry was not recorded, which is then taken as having run to its end.
   */
  expiry: { on: string; wasActive: boolean } | null;
  /** Null or empty: the contract has no schedule (work entry source Attendance), so no expected time. */
  scheduleRanges: readonly ExpectedTimeScheduleRange[] | null;
}

/** The tenant's holiday dates ('YYYY-MM-DD'); a `Set<string>` is one. Filled by the time module. */
export interface HolidayDates {
  has(date: string): boolean;
}

export interface ExpectedTimeInput {
  /** The employee's contracts (any state; only those that contribute are used, see `daysInForce`). */
  contracts: readonly ExpectedTimeContract[];
  /** The tenant's IANA time zone (setting Abp.Timing.TimeZone). */
  timeZone: string;
  /** First and last date of the range, both included ('YYYY-MM-DD'). */
  from: string;
  to: string;
  holidays?: HolidayDates;
}

/** One expected working interval: a working hour on a date, as instants. */
export interface ExpectedInterval {
  /** The first instant and the instant it ends (exclusive). An hour past midnight ends on the next date. */
  start: Date;
  end: Date;
  /** The working hour's wall times ("HH:mm") and id, as the schedule holds them. */
  from: string;
  to: string;
  workingHourId: string | null;
  /**
   * The minutes expected within it: the hour's expected attendance, moved by the clock change inside the
   * interval when there is one (a 22:00-06:00 night with 8 hours expected is 7 on the night summer time
   * starts and 9 when it ends), never more than the interval nor less than zero.
   */
  expectedMinutes: number;
}

export interface ExpectedDay {
  /** The tenant's calendar date ('YYYY-MM-DD'): the work day. Overnight hours belong to the day they start. */
  date: string;
  /** Sunday=0 to Saturday=6. */
  dayOfWeek: number;
  /** The contract in force that day (null: none), its work entry source and the schedule covering the day. */
  contractId: string | null;
  workEntrySource: WorkEntrySourceName | null;
  workingScheduleId: string | null;
  /** A holiday: no expected time, even when the schedule has hours that day. */
  holiday: boolean;
  intervals: ExpectedInterval[];
  /** The sum of the intervals' expected minutes (exact; hours below are derived from it). */
  expectedMinutes: number;
  /** expectedMinutes / 60, for display and for formulas that want hours (use the minutes for sums). */
  expectedHours: number;
}

/** The longest range one call answers: two years of days (a leave year's report with a margin). */
export const maxExpectedTimeDays = 731;

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The days since 1970-01-01 of a 'YYYY-MM-DD' date; a RangeError for anything that is not a real date. */
export function epochDayOf(date: string): number {
  const m = datePattern.exec(date);
  if (m) {
    const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
    const day = ms / msPer.day;
    if (dateOf(day) === date) return day;
  }
  throw new RangeError(`Not a date: ${date}`);
}

/** The 'YYYY-MM-DD' of a number of days since 1970-01-01. */
export function dateOf(epochDay: number): string {
  return new Date(epochDay * msPer.day).toISOString().slice(0, 10);
}

/** Sunday=0 to Saturday=6 (1970-01-01 was a Thursday). */
const weekdayOf = (epochDay: number) => (((epochDay + 4) % 7) + 7) % 7;

/**
 * The days a contract counts for expected time, as [first, last] days since 1970-01-01, or null when it
 * counts for none (docs/decisions.md, "Expected time: which contracts count"):
 * - Active: its dates.
 * - Expired: the days it was in force: from its start to its end, or to the day it was expired when that
 *   came earlier (an employee leaving early works the day HR expires the contract). Payroll pays a leaver's
 *   last month from them, and leave and attendance keep their history. An Expired contract that was never
 *   Active (expired from Draft) counts for nothing.
 * - Draft: nothing; it is not in force until activated (then its dates count from its start).
 * - Canceled: nothing, even if it had been Active: cancelling voids the contract; a contract that ends is
 *   expired. Payslips already confirmed keep their figures.
 */
export function daysInForce(contract: ExpectedTimeContract): [number, number] | null {
  const first = epochDayOf(contract.start);
  let last = epochDayOf(contract.end);
  switch (contract.state) {
    case 'Active':
      break;
    case 'Expired':
      if (contract.expiry) {
        if (!contract.expiry.wasActive) return null;
        last = Math.min(last, epochDayOf(contract.expiry.on));
      }
      break;
    default:
      return null;
  }
  return first <= last ? [first, last] : null;
}

interface PreparedHour {
  fromMinute: number;
  span: number;
  expected: number;
  hour: ExpectedTimeWorkingHour;
}

interface PreparedRange {
  first: number;
  last: number;
  workingScheduleId: string;
  /** The hours by weekday, in order of their start. */
  byDay: PreparedHour[][];
}

interface PreparedContract {
  contract: ExpectedTimeContract;
  first: number;
  last: number;
  start: number;
  ranges: PreparedRange[];
}

function prepareRange(range: ExpectedTimeScheduleRange, first: number, last: number): PreparedRange | null {
  const from = Math.max(first, epochDayOf(range.from));
  const to = Math.min(last, epochDayOf(range.to));
  if (from > to) return null;
  const byDay: PreparedHour[][] = [[], [], [], [], [], [], []];
  for (const hour of range.workingHours) {
    const fromMinute = minutesOf(hour.from);
    const span = spanMinutes(hour.from, hour.to);
    const expected = minutesOf(hour.expectedAttendance);
    // The schedule's schema refuses all of these; a row that slipped through expects nothing.
    if (!(hour.day >= 0 && hour.day <= 6) || !(span > 0) || !(expected > 0)) continue;
    byDay[hour.day]!.push({ fromMinute, span, expected: Math.min(expected, span), hour });
  }
  for (const hours of byDay) hours.sort((a, b) => a.fromMinute - b.fromMinute);
  return { first: from, last: to, workingScheduleId: range.workingScheduleId, byDay };
}

function prepareContracts(contracts: readonly ExpectedTimeContract[], from: number, to: number) {
  const prepared: PreparedContract[] = [];
  for (const contract of contracts) {
    const days = daysInForce(contract);
    if (!days) continue;
    const first = Math.max(days[0], from);
    const last = Math.min(days[1], to);
    if (first > last) continue;
    const ranges = (contract.scheduleRanges ?? [])
      .map((r) => prepareRange(r, first, last))
      .filter((r): r is PreparedRange => r !== null)
      // The later range wins a day two of them claim (the service refuses overlaps; this keeps it defined).
      .sort((a, b) => b.first - a.first);
    prepared.push({ contract, first, last, start: days[0], ranges });
  }
  // When two overlap (the service refuses two Active ones; an Expired one may linger), the Active one is in
  // force, then the later start.
  const active = (c: PreparedContract) => (c.contract.state === 'Active' ? 1 : 0);
  return prepared.sort((a, b) => active(b) - active(a) || b.start - a.start);
}

/**
 * Each day of the range with its expected working intervals and minutes. Throws a RangeError for a
 * malformed date, a range whose end is before its start or longer than `maxExpectedTimeDays`, or a time zone
 * the runtime does not know: the callers validate their inputs before (the platform's date schemas, the
 * tenant setting's check), so these are programming errors.
 */
export function expectedTime(input: ExpectedTimeInput): ExpectedDay[] {
  const from = epochDayOf(input.from);
  const to = epochDayOf(input.to);
  if (to < from) throw new RangeError(`The range ends (${input.to}) before it starts (${input.from})`);
  if (to - from + 1 > maxExpectedTimeDays)
    throw new RangeError(`A range of at most ${maxExpectedTimeDays} days, not ${to - from + 1}`);
  const clock = zoneClock(input.timeZone);
  const contracts = prepareContracts(input.contracts, from, to);

  const days: ExpectedDay[] = [];
  for (let day = from; day <= to; day++) {
    const date = dateOf(day);
    const dayOfWeek = weekdayOf(day);
    const holiday = input.holidays?.has(date) ?? false;
    const inForce = contracts.find((c) => c.first <= day && day <= c.last);
    const range = inForce?.ranges.find((r) => r.first <= day && day <= r.last);
    const intervals: ExpectedInterval[] = [];
    let expectedMinutes = 0;
    if (range && !holiday) {
      const midnight = day * msPer.day;
      for (const h of range.byDay[dayOfWeek]!) {
        const wallStart = midnight + h.fromMinute * msPer.minute;
        const start = clock.instantOf(wallStart);
        const end = clock.instantOf(wallStart + h.span * msPer.minute);
        const minutes = Math.round((end - start) / msPer.minute);
        // The clock's jump inside the interval is time the employee is there (or not) on top of the hour.
        const expected = Math.max(0, Math.min(minutes, h.expected + minutes - h.span));
        intervals.push({
          start: new Date(start),
          end: new Date(end),
          from: h.hour.from,
          to: h.hour.to,
          workingHourId: h.hour.id ?? null,
          expectedMinutes: expected,
        });
        expectedMinutes += expected;
      }
    }
    days.push({
      date,
      dayOfWeek,
      contractId: inForce?.contract.id ?? null,
      workEntrySource: inForce?.contract.workEntrySource ?? null,
      workingScheduleId: range?.workingScheduleId ?? null,
      holiday,
      intervals,
      expectedMinutes,
      expectedHours: expectedMinutes / 60,
    });
  }
  return days;
}
