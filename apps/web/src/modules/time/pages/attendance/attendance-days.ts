import { type AttendanceDayDto, type LanguageCode, maxAttendanceDays } from '@hr/contracts';
import { intlLocale } from '../../../../app/language.ts';
import { dateTimeFormat, formatMinutes } from '../../../../components/format.ts';
import { type DateRange, presetRange } from '../../../../components/tenant-time.ts';

/** A figure of the days table: nothing shown for 0 (missing, late, early), else its "h:mm". */
export const minutesOrDash = (minutes: number): string => (minutes ? formatMinutes(minutes) : '—');

/** The calendar days from one date to another, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The days the Days view asks for: the page's range, or this month on the tenant's calendar when none is
 * chosen; `tooLong` when the range has more days than one call answers (then nothing is asked).
 */
export function daysViewRange(
  range: DateRange | null,
  zone: string,
  now: Date | number = Date.now(),
): { from: string; to: string; tooLong: boolean } {
  const [from, to] = range ?? presetRange('thisMonth', zone, now);
  return { from, to, tooLong: daysBetween(from, to) > maxAttendanceDays };
}

/** The weekday's name (Sunday=0) in the language, short: "Mon", "الاثنين". */
export function weekdayName(dayOfWeek: number, language: LanguageCode): string {
  // 2023-01-01 was a Sunday.
  const date = new Date(Date.UTC(2023, 0, 1 + dayOfWeek));
  return dateTimeFormat(intlLocale(language), { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** The approved leave of a day by leave type: its name, whether paid, and the minutes it covers. */
export function leaveOfDay(
  day: Pick<AttendanceDayDto, 'leave'>,
): Array<{ leaveTypeName: string; isPaid: boolean; minutes: number; wholeDay: boolean }> {
  const byType = new Map<
    string,
    { leaveTypeName: string; isPaid: boolean; minutes: number; wholeDay: boolean }
  >();
  for (const l of day.leave) {
    const key = `${l.leaveTypeName}|${l.isPaid}`;
    const found = byType.get(key);
    if (found) {
      found.minutes += l.minutes;
      found.wholeDay ||= l.days >= 1;
    } else
      byType.set(key, {
        leaveTypeName: l.leaveTypeName,
        isPaid: l.isPaid,
        minutes: l.minutes,
        wholeDay: l.days >= 1,
      });
  }
  return [...byType.values()];
}

/** The totals row of the days shown (minutes). */
export function daysTotals(days: readonly AttendanceDayDto[]) {
  const sum = (pick: (d: AttendanceDayDto) => number) => days.reduce((total, d) => total + pick(d), 0);
  return {
    expectedMinutes: sum((d) => d.expectedMinutes),
    workedMinutes: sum((d) => d.workedMinutes),
    leaveMinutes: sum((d) => d.leave.reduce((total, l) => total + l.minutes, 0)),
    missingMinutes: sum((d) => d.missingMinutes),
    lateMinutes: sum((d) => d.lateMinutes),
    earlyLeaveMinutes: sum((d) => d.earlyLeaveMinutes),
  };
}
