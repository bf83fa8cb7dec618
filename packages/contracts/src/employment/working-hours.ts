import { defineEnum } from '../platform/enum.ts';

/**
 * The rules of a schedule's working hours, pure, for the server's schemas and the web forms alike: times
 * of day as "HH:mm", an hour whose `to` is before its `from` running past midnight, the expected
 * attendance that fits in it, overlaps on the week, and the average hour number.
 */

/** The day of a working hour (document 2 §3: Sunday=0 to Saturday=6, JavaScript's `getDay()` order). */
export const DaysOfWeek = defineEnum('DayOfWeek', {
  Sunday: { value: 0, en: 'Sunday', ar: 'الأحد' },
  Monday: { value: 1, en: 'Monday', ar: 'الاثنين' },
  Tuesday: { value: 2, en: 'Tuesday', ar: 'الثلاثاء' },
  Wednesday: { value: 3, en: 'Wednesday', ar: 'الأربعاء' },
  Thursday: { value: 4, en: 'Thursday', ar: 'الخميس' },
  Friday: { value: 5, en: 'Friday', ar: 'الجمعة' },
  Saturday: { value: 6, en: 'Saturday', ar: 'السبت' },
});
export const DayOfWeek = DaysOfWeek.values;
export type DayOfWeek = number;

export const minutesPerDay = 24 * 60;
const minutesPerWeek = 7 * minutesPerDay;

/** A time of day, and an expected attendance, as the API writes them: "HH:mm", 00:00 to 23:59. */
export const hoursAndMinutesPattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A schedule holds at most this many working hours (four a day is already a split-shift week). */
export const maxWorkingHoursPerSchedule = 50;

/** The minutes since midnight of "HH:mm" (or the minutes of a duration "HH:mm"); NaN when malformed. */
export function minutesOf(time: string): number {
  const match = hoursAndMinutesPattern.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.NaN;
}

/** "HH:mm" of a number of minutes (taken within one day: 1440 is "00:00"). */
export function hoursAndMinutesOf(minutes: number): string {
  const m = ((Math.round(minutes) % minutesPerDay) + minutesPerDay) % minutesPerDay;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * The minutes from `from` to `to`. A `to` before `from` is on the next day (22:00 to 06:00 is 480); the
 * same time is an empty hour (0), which the rules refuse. NaN when either is malformed.
 */
export function spanMinutes(from: string, to: string): number {
  const start = minutesOf(from);
  const end = minutesOf(to);
  return (((end - start) % minutesPerDay) + minutesPerDay) % minutesPerDay;
}

/** Whether the hour runs past midnight into the next day. */
export function runsPastMidnight(from: string, to: string): boolean {
  return minutesOf(to) < minutesOf(from);
}

/**
 * The expected attendance the form proposes for a from-to: all of it, as "HH:mm"; undefined while a time
 * is missing or the two are equal.
 */
export function expectedAttendanceOf(from: string | null | undefined, to: string | null | undefined) {
  if (!from || !to) return undefined;
  const span = spanMinutes(from, to);
  return span > 0 ? hoursAndMinutesOf(span) : undefined;
}

/** Expected attendance is more than nothing and not more than the from-to span (InvalidExpectedAttendance). */
export function expectedAttendanceFits(from: string, to: string, expectedAttendance: string): boolean {
  const expected = minutesOf(expectedAttendance);
  const span = spanMinutes(from, to);
  return expected > 0 && span > 0 && expected <= span;
}

export interface WorkingHourTimes {
  day: number;
  from: string;
  to: string;
}

/**
 * The hour on the week, in minutes from Sunday 00:00: [start, end). The part past midnight belongs to the
 * day the hour starts, and so may reach into the next day (Saturday's night shift into Sunday's morning:
 * the end passes the week's 10080 minutes).
 */
function weekInterval(hour: WorkingHourTimes): [number, number] {
  const start = hour.day * minutesPerDay + minutesOf(hour.from);
  return [start, start + spanMinutes(hour.from, hour.to)];
}

/**
 * Whether two hours share a minute of the week. Hours that touch (one ends at 12:00, the next starts at
 * 12:00) do not overlap. An hour past midnight is checked against the next day's hours too, and
 * Saturday's against Sunday's: the week repeats.
 */
export function hoursOverlap(a: WorkingHourTimes, b: WorkingHourTimes): boolean {
  const [aStart, aEnd] = weekInterval(a);
  const [bStart, bEnd] = weekInterval(b);
  if ([aStart, aEnd, bStart, bEnd].some(Number.isNaN) || aEnd === aStart || bEnd === bStart) return false;
  // The same hour shifted a week earlier or later meets the other where the week wraps.
  return [-minutesPerWeek, 0, minutesPerWeek].some((shift) => aStart + shift < bEnd && bStart < aEnd + shift);
}

/** Every pair of hours that overlap, as indexes [earlier, later] in the list's order. */
export function overlappingHours(hours: readonly WorkingHourTimes[]): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  for (let j = 1; j < hours.length; j++)
    for (let i = 0; i < j; i++) if (hoursOverlap(hours[i]!, hours[j]!)) pairs.push([i, j]);
  return pairs;
}

/**
 * The average hour number (document 2 §9): the mean of the hours' expected attendance, in hours, to one
 * decimal (half up); 0 without hours.
 */
export function averageHourNumber(hours: readonly { expectedAttendance: string }[]): number {
  if (hours.length === 0) return 0;
  const minutes = hours.reduce((sum, h) => sum + minutesOf(h.expectedAttendance), 0);
  // Tenths of an hour: minutes / 6 per hour; the quotient of two integers rounds exactly at .5.
  return Math.round(minutes / (6 * hours.length)) / 10;
}

/** Working hours in the order people read a week: by day (Sunday first), then start. */
export function byDayAndStart(a: WorkingHourTimes, b: WorkingHourTimes): number {
  return a.day - b.day || minutesOf(a.from) - minutesOf(b.from);
}
