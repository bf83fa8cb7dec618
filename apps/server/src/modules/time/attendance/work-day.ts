import { dateIn } from '../../../platform/tenant-date.ts';
import type { ExpectedDay } from '../../employment/public.ts';

/**
 * Which work day a stay at work counts for, and how late or early it was, against the expected time
 * (DESIGN.md, "Rules that span modules"). Pure: the attendance service and the terminal sync's pairing hand
 * over instants and the contracts module's `ExpectedDay`s.
 */

/** A stay at work: instants; no check-out while the employee is still in. */
export interface AttendanceSpan {
  checkIn: Date;
  checkOut: Date | null;
}

const msPerMinute = 60_000;

/** How much of the span the day's expected intervals cover (ms); for an open span, 1 when one holds it. */
function coverage(span: AttendanceSpan, day: ExpectedDay): number {
  const start = span.checkIn.getTime();
  const end = span.checkOut?.getTime() ?? start;
  let covered = 0;
  for (const interval of day.intervals) {
    const from = interval.start.getTime();
    const to = interval.end.getTime();
    if (end > start) covered += Math.max(0, Math.min(end, to) - Math.max(start, from));
    // An open span is a point: the day whose interval holds the check-in.
    else if (from <= start && start < to) covered = Math.max(covered, 1);
  }
  return covered;
}

/**
 * The work day ('YYYY-MM-DD', the tenant's calendar) the span counts for: of `expectedDays` (callers pass
 * the check-in's date and the day before, or a whole range), the day whose expected intervals overlap the
 * span most, so a night shift belongs to the day it starts; a tie goes to the earlier day. When no expected
 * interval overlaps (no contract, no schedule that day, a holiday, hours entirely off the schedule), the
 * calendar date of the check-in in `timeZone`.
 */
export function workDayOf(
  span: AttendanceSpan,
  expectedDays: readonly ExpectedDay[],
  timeZone: string,
): string {
  let best: { date: string; covered: number } | undefined;
  for (const day of expectedDays) {
    const covered = coverage(span, day);
    if (covered <= 0) continue;
    if (!best || covered > best.covered || (covered === best.covered && day.date < best.date))
      best = { date: day.date, covered };
  }
  return best?.date ?? dateIn(timeZone, span.checkIn);
}

export interface LateAndEarly {
  /** Whole minutes the check-in came after the start of the day's first expected interval (0: not late). */
  lateMinutes: number;
  /** Whole minutes the check-out came before the end of the day's last expected interval (0: not early). */
  earlyLeaveMinutes: number;
}

/**
 * Late arrival and early leave of a span against its work day's expected time. A day without expected
 * intervals (no schedule, a holiday, none given) is neither; an open span has left no earlier than expected.
 * Partial minutes are not counted (59 seconds late is on time).
 */
export function lateAndEarly(span: AttendanceSpan, expectedDay: ExpectedDay | undefined): LateAndEarly {
  const intervals = expectedDay?.intervals ?? [];
  if (!intervals.length) return { lateMinutes: 0, earlyLeaveMinutes: 0 };
  const firstStart = Math.min(...intervals.map((i) => i.start.getTime()));
  const lastEnd = Math.max(...intervals.map((i) => i.end.getTime()));
  const minutes = (ms: number) => Math.max(0, Math.floor(ms / msPerMinute));
  return {
    lateMinutes: minutes(span.checkIn.getTime() - firstStart),
    earlyLeaveMinutes: span.checkOut ? minutes(lastEnd - span.checkOut.getTime()) : 0,
  };
}

/** The hours of a closed span to 2 decimals (null while open). */
export function hoursOf(span: AttendanceSpan): number | null {
  if (!span.checkOut) return null;
  const minutes = (span.checkOut.getTime() - span.checkIn.getTime()) / msPerMinute;
  return Math.round((minutes / 60) * 100) / 100;
}
