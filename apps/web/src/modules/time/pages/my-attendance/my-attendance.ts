import {
  type AttendanceDayDto,
  AttendanceDayStatus,
  type AttendanceDto,
  type AttendanceRequestDto,
  type LanguageCode,
  maxAttendanceHours,
} from '@hr/contracts';
import { formatMonth } from '../../../../components/format.ts';
import { type DateRange, todayIn } from '../../../../components/tenant-time.ts';

/** A month of the calendar: 'YYYY-MM'. */
export type Month = string;

/** The page's own address, at a month ('?month=2026-02'), and a correction request prefilled for a day. */
export const myAttendancePath = '/self-service/my-attendance';
export const correctionOfDayPath = (day: string) =>
  `/self-service/attendance-requests/create?day=${encodeURIComponent(day)}`;

/** The month a `month` query parameter names ('2026-02', years 1900..2999), else null. */
export function monthOfParam(value: string | null | undefined): Month | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1900 && year <= 2999 ? match[0] : null;
}

/** The month a calendar date ('YYYY-MM-DD') falls in. */
export const monthOf = (date: string): Month => date.slice(0, 7);

/**
 * The month My attendance shows: its address's (`?month=`), else this month on the tenant's calendar. Its
 * route's prefetch asks for the same (an address without one).
 */
export function shownMonth(param: string | null | undefined, zone: string): Month {
  return monthOfParam(param) ?? monthOf(todayIn(zone));
}

/** The first and the last date of a month: '2026-02' -> ['2026-02-01', '2026-02-28']. */
export function monthRange(month: Month): DateRange {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return [`${month}-01`, `${month}-${String(last).padStart(2, '0')}`];
}

/** The month `by` months after another (before it when negative). */
export function shiftMonth(month: Month, by: number): Month {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, number - 1 + by, 1));
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** A month's name and year in the language: 'February 2026', 'فبراير 2026' (Latin digits). */
export function monthLabel(month: Month, language: LanguageCode): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return formatMonth(year, number, language);
}

/**
 * What a day's hours line says: a day still to come without a punch shows the time expected of it (it is
 * not a shortfall: "Expected 8:00", not "Worked 0:00 of 8:00"); a day with punches or expected time, what
 * was worked of what was expected; a day expecting nothing and without punches, nothing.
 */
export function dayHours(
  day: Pick<AttendanceDayDto, 'status' | 'records' | 'workedMinutes' | 'expectedMinutes'>,
): { expected: number; worked?: number } | null {
  if (day.records.length === 0 && day.status === AttendanceDayStatus.Upcoming)
    return day.expectedMinutes > 0 ? { expected: day.expectedMinutes } : null;
  if (day.expectedMinutes > 0 || day.records.length > 0)
    return { worked: day.workedMinutes, expected: day.expectedMinutes };
  return null;
}

/** Whether a correction may be asked for the day: it has come (today or before, on the tenant's calendar). */
export const correctable = (day: Pick<AttendanceDayDto, 'date'>, today: string) => day.date <= today;

/** Whether a day has something an employee may want corrected: time missing, late, early, or still open. */
export const needsAttention = (
  day: Pick<AttendanceDayDto, 'missingMinutes' | 'lateMinutes' | 'earlyLeaveMinutes' | 'records'>,
) =>
  day.missingMinutes > 0 ||
  day.lateMinutes > 0 ||
  day.earlyLeaveMinutes > 0 ||
  day.records.some((r) => r.checkOut === null);

/**
 * Whether a record without a check-out is a stay still going on, rather than a check-out that never came:
 * not once its day is over with time missing, nor past the longest stay a record may cover.
 */
export function isStillIn(
  day: Pick<AttendanceDayDto, 'missingMinutes'>,
  record: Pick<AttendanceDto, 'checkIn' | 'checkOut'>,
  now: number = Date.now(),
): boolean {
  if (record.checkOut) return false;
  return day.missingMinutes === 0 && now - Date.parse(record.checkIn) <= maxAttendanceHours * 3_600_000;
}

/** A pending correction as the days need it: which request, and its fix range (instants). */
export type PendingCorrection = Pick<AttendanceRequestDto, 'id' | 'fixAttendanceFrom' | 'fixAttendanceTo'>;

/**
 * The tenant's calendar days a request fixes, in order: from the day of its range's start to the day of
 * the instant just before its end (a range ending at midnight does not reach into the next day), as the
 * server names a request's days.
 */
export function daysOfRequest(request: PendingCorrection, zone: string): string[] {
  const first = todayIn(zone, Date.parse(request.fixAttendanceFrom));
  const last = todayIn(zone, Date.parse(request.fixAttendanceTo) - 1);
  const days = [first];
  const at = new Date(`${first}T00:00:00Z`);
  for (;;) {
    at.setUTCDate(at.getUTCDate() + 1);
    const next = at.toISOString().slice(0, 10);
    if (next > last) return days;
    days.push(next);
  }
}

/** Each day of the pending requests with the request that fixes it (the first listed, should two). */
export function pendingCorrectionsByDay<T extends PendingCorrection>(
  requests: readonly T[],
  zone: string,
): ReadonlyMap<string, T> {
  const byDay = new Map<string, T>();
  for (const request of requests)
    for (const day of daysOfRequest(request, zone)) if (!byDay.has(day)) byDay.set(day, request);
  return byDay;
}
