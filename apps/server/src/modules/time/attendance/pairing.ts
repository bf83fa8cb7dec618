import { dateIn } from '../../../platform/tenant-date.ts';
import type { ExpectedDay } from '../../employment/public.ts';

/**
 * Punches to attendance (DESIGN.md, "Rules that span modules"): an employee's punches are grouped by the
 * work day they belong to, and each work day gives one stay, first punch in, last punch out. The device's
 * in/out state is not trusted. Pure: the sync hands over the instants and the contracts module's expected
 * days.
 *
 * A work day with expected intervals owns the punches from `pairingMargin` before its first interval to
 * `pairingMargin` after its last (an early arrival, overtime), so the morning punch that ends a night
 * shift belongs to the day the shift started. Where two days' windows would overlap they are cut halfway
 * between the one's last end and the other's first start. A punch no window holds (no contract, no
 * schedule, a day off, a holiday) belongs to its calendar date in the terminal's time zone.
 */

/** How far before the first and after the last expected interval a work day reaches. */
export const pairingMargin = 4 * 60 * 60_000;

/** Punches this close to the one before are the same punch pressed twice (one minute apart, say). */
export const duplicatePunchGap = 5 * 60_000;

export interface PairedStay {
  workDay: string;
  checkIn: Date;
  /** Null when the day has a single punch (the employee forgot the other one). */
  checkOut: Date | null;
  /** The punches the day holds, duplicates included. */
  punches: number;
  /** Their instants (ms), in order. */
  instants: number[];
}

interface Window {
  date: string;
  from: number;
  to: number;
}

function windowsOf(expectedDays: readonly ExpectedDay[]): Window[] {
  const windows: (Window & { first: number; last: number })[] = [];
  for (const day of [...expectedDays].sort((a, b) => a.date.localeCompare(b.date))) {
    if (!day.intervals.length) continue;
    const first = Math.min(...day.intervals.map((i) => i.start.getTime()));
    const last = Math.max(...day.intervals.map((i) => i.end.getTime()));
    windows.push({ date: day.date, first, last, from: first - pairingMargin, to: last + pairingMargin });
  }
  for (let i = 1; i < windows.length; i++) {
    const before = windows[i - 1]!;
    const after = windows[i]!;
    if (before.to > after.from) {
      const cut = Math.round((before.last + after.first) / 2);
      before.to = cut;
      after.from = cut;
    }
  }
  return windows;
}

/**
 * The stays of one employee's punches: one per work day, in date order. `expectedDays` should cover the
 * day before the first punch's date through the last punch's date (a night shift starts the day before).
 */
export function pairPunches(
  instants: readonly Date[],
  expectedDays: readonly ExpectedDay[],
  terminalTimeZone: string,
): PairedStay[] {
  const windows = windowsOf(expectedDays);
  const byDay = new Map<string, number[]>();
  for (const instant of instants) {
    const t = instant.getTime();
    const date = windows.find((w) => w.from <= t && t < w.to)?.date ?? dateIn(terminalTimeZone, instant);
    const list = byDay.get(date) ?? [];
    list.push(t);
    byDay.set(date, list);
  }
  const stays: PairedStay[] = [];
  for (const [workDay, times] of [...byDay].sort(([a], [b]) => a.localeCompare(b))) {
    times.sort((a, b) => a - b);
    const first = times[0]!;
    const last = times.at(-1)!;
    stays.push({
      workDay,
      checkIn: new Date(first),
      checkOut: last - first >= duplicatePunchGap ? new Date(last) : null,
      punches: times.length,
      instants: times,
    });
  }
  return stays;
}
