import { displayParam, displayRange, LeaveRequestUnit } from '@hr/contracts';
import { addDays } from '../../platform/tenant-date.ts';
import { type ExpectedDay, zoneClock } from '../employment/public.ts';

/**
 * What a leave request counts, computed in one place for calc-duration, create and the recomputation after
 * a holiday change, so that all three answer the same number. Pure: the caller asks the contracts module's
 * expected time (never the schedules) and hands the days over.
 */

/** The span of a request: its dates, its wall times (hours) and the instants it covers, [start, end). */
export interface LeaveSpan {
  unit: LeaveRequestUnit;
  fromDate: string;
  toDate: string;
  /** "YYYY-MM-DDTHH:mm" on the tenant's clock, for an hour request; null for a day request. */
  fromWall: string | null;
  toWall: string | null;
  start: Date;
  end: Date;
}

/** What one date of a request counts (a row of `leave_request_days`). */
export interface LeaveDayCount {
  date: string;
  /** 1 for a counted day of a day request, 0 otherwise. */
  days: number;
  /** The expected minutes the leave covers that day. */
  minutes: number;
  /** A holiday or a rest day: a contract in force but no expected time. */
  holiday: boolean;
}

const wallPattern = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** The instant of a wall time ("YYYY-MM-DD" = its midnight, or "YYYY-MM-DDTHH:mm") in a time zone. */
export function instantIn(timeZone: string, wall: string): Date {
  const m = wallPattern.exec(wall);
  if (!m) throw new RangeError(`Not a wall time: ${wall}`);
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return new Date(zoneClock(timeZone).instantOf(utc));
}

/**
 * The span of a request. Days: `from` and `to` are dates (a date-time's date is used), from the tenant's
 * midnight of `from` to the midnight after `to`. Hours: `from` and `to` are wall times on the tenant's clock.
 */
export function leaveSpan(timeZone: string, unit: LeaveRequestUnit, from: string, to: string): LeaveSpan {
  if (unit === LeaveRequestUnit.Hours) {
    const fromWall = from.slice(0, 16);
    const toWall = to.slice(0, 16);
    return {
      unit,
      fromDate: fromWall.slice(0, 10),
      toDate: toWall.slice(0, 10),
      fromWall,
      toWall,
      start: instantIn(timeZone, fromWall),
      end: instantIn(timeZone, toWall),
    };
  }
  const fromDate = from.slice(0, 10);
  const toDate = to.slice(0, 10);
  return {
    unit: LeaveRequestUnit.Days,
    fromDate,
    toDate,
    fromWall: null,
    toWall: null,
    start: instantIn(timeZone, fromDate),
    end: instantIn(timeZone, addDays(toDate, 1)),
  };
}

/**
 * The dates whose expected time the count needs: a day request its own dates; an hour request from the day
 * BEFORE its first date (a night shift started the evening before reaches into the span).
 */
export function expectedRangeOf(span: Pick<LeaveSpan, 'unit' | 'fromDate' | 'toDate'>): {
  from: string;
  to: string;
} {
  return span.unit === LeaveRequestUnit.Hours
    ? { from: addDays(span.fromDate, -1), to: span.toDate }
    : { from: span.fromDate, to: span.toDate };
}

const msPerMinute = 60_000;

/**
 * What each date counts:
 * - Days: every date of the span; 1 when the employee is expected that day (minutes = its expected
 *   minutes), a holiday or rest day (a contract in force, no expected time) 1 only when the type
 *   `countsHolidays`, a date without a contract in force never.
 * - Hours: per work day (an overnight hour belongs to the day it starts), the span's overlap with each
 *   expected interval, at most that interval's expected minutes. The dates of the span get a row each; the
 *   day before only when its night shift reaches into the span.
 */
export function countLeaveDays(
  span: LeaveSpan,
  expected: readonly ExpectedDay[],
  countsHolidays: boolean,
): LeaveDayCount[] {
  const byDate = new Map(expected.map((d) => [d.date, d]));
  const rows: LeaveDayCount[] = [];
  if (span.unit !== LeaveRequestUnit.Hours) {
    for (let date = span.fromDate; date <= span.toDate; date = addDays(date, 1)) {
      const day = byDate.get(date);
      const inForce = !!day?.contractId;
      const minutes = inForce ? (day?.expectedMinutes ?? 0) : 0;
      const holiday = inForce && minutes === 0;
      rows.push({ date, days: minutes > 0 || (holiday && countsHolidays) ? 1 : 0, minutes, holiday });
    }
    return rows;
  }
  const start = span.start.getTime();
  const end = span.end.getTime();
  for (let date = addDays(span.fromDate, -1); date <= span.toDate; date = addDays(date, 1)) {
    const day = byDate.get(date);
    let minutes = 0;
    for (const interval of day?.intervals ?? []) {
      const overlap = Math.min(end, interval.end.getTime()) - Math.max(start, interval.start.getTime());
      if (overlap > 0) minutes += Math.min(Math.floor(overlap / msPerMinute), interval.expectedMinutes);
    }
    if (date < span.fromDate && minutes === 0) continue;
    const holiday = !!day?.contractId && (day?.expectedMinutes ?? 0) === 0;
    rows.push({ date, days: 0, minutes, holiday });
  }
  return rows;
}

/** The duration of the counted days in the request's unit: days, or hours to two decimals. */
export function durationOf(unit: LeaveRequestUnit, rows: readonly LeaveDayCount[]): number {
  if (unit === LeaveRequestUnit.Hours) {
    const minutes = rows.reduce((sum, r) => sum + r.minutes, 0);
    return Math.round((minutes / 60) * 100) / 100;
  }
  return rows.reduce((sum, r) => sum + r.days, 0);
}

/**
 * As the grids show a request, in the screens' date format and range dash (`displayRange`):
 * "2026/03/01 – 2026/03/05" (one date alone when from = to), "2026/03/01 09:00 – 13:00" (hours on one
 * day), "2026/03/01 22:00 – 2026/03/02 06:00".
 */
export function dateAndTimeRange(
  span: Pick<LeaveSpan, 'fromDate' | 'toDate' | 'fromWall' | 'toWall'>,
): string {
  if (span.fromWall && span.toWall) {
    const [fromDate = '', fromTime] = span.fromWall.split('T');
    const [toDate = '', toTime] = span.toWall.split('T');
    return fromDate === toDate
      ? displayRange(`${fromDate} ${fromTime}`, toTime ?? '')
      : displayRange(`${fromDate} ${fromTime}`, `${toDate} ${toTime}`);
  }
  return dateRangeText(span.fromDate, span.toDate);
}

/** A range of dates as the grids show it: "2026/03/01 – 2026/03/05", one date alone when from = to. */
function dateRangeText(from: string, to: string): string {
  return from === to ? displayParam(from) : displayRange(from, to);
}
