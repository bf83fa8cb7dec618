/**
 * Wall clock ↔ instant in an IANA time zone, with the runtime's own tz database (`Intl`), no library.
 *
 * `Intl.DateTimeFormat#formatToParts` costs microseconds, far too much to call for every working hour of
 * thousands of employees. So a zone's UTC offset is looked up once per UTC day and kept: an offset changes
 * at most once a day (twice a year in zones with summer time), and when it changes within a day the instant
 * of the change is found by bisection (to the second), once. A month of expected time for any number of
 * employees then costs about 31 lookups of the tz database, and a wall time to instant conversion is a few
 * map reads.
 */

import { wallClockFormat, wallClockOffset } from '@hr/contracts';

const msPerMinute = 60_000;
const msPerDay = 86_400_000;
/** Kept days per zone before the cache starts again (a few years of days; a day costs a few numbers). */
const maxCachedDays = 4_000;

interface UtcDay {
  /** The offset (wall minus UTC, ms) at the day's first instant. */
  offset: number;
  /** When the offset changes within the day: the instant of the change and the offset from then on. */
  change?: { at: number; offset: number };
}

export class ZoneClock {
  readonly timeZone: string;
  readonly #format: Intl.DateTimeFormat;
  readonly #days = new Map<number, UtcDay>();

  /** Throws a RangeError for a zone the runtime does not know. */
  constructor(timeZone: string) {
    this.timeZone = timeZone;
    this.#format = wallClockFormat(timeZone);
  }

  /** The zone's offset at an instant, straight from the tz database (whole seconds). */
  #lookUp(instant: number): number {
    return wallClockOffset(this.#format, instant);
  }

  #day(utcDay: number): UtcDay {
    const kept = this.#days.get(utcDay);
    if (kept) return kept;
    const start = utcDay * msPerDay;
    const offset = this.#lookUp(start);
    const next = this.#lookUp(start + msPerDay);
    const day: UtcDay = { offset };
    if (next !== offset) {
      // The first second with the new offset: lo always has the old one, hi the new one.
      let lo = start;
      let hi = start + msPerDay;
      while (hi - lo > 1000) {
        const mid = lo + Math.floor((hi - lo) / 2000) * 1000;
        if (this.#lookUp(mid) === offset) lo = mid;
        else hi = mid;
      }
      day.change = { at: hi, offset: next };
    }
    if (this.#days.size >= maxCachedDays) this.#days.clear();
    this.#days.set(utcDay, day);
    return day;
  }

  /** The offset (wall minus UTC, in ms) in force at an instant (ms since the epoch). */
  offsetAt(instant: number): number {
    const day = this.#day(Math.floor(instant / msPerDay));
    return day.change && instant >= day.change.at ? day.change.offset : day.offset;
  }

  /**
   * The instant (ms since the epoch) of a wall-clock time, given as the ms since the epoch its fields
   * would be in UTC (`Date.UTC(y, m, d, h, min)`). A wall time the clock skips (spring forward) moves
   * forward by the gap (02:30 on the night it jumps from 02:00 to 03:00 is 03:30 summer time); a wall time
   * the clock shows twice (fall back) is taken the first time, as iCalendar (RFC 5545) and Temporal's
   * `compatible` do.
   */
  instantOf(wall: number): number {
    // Offsets lie within -12 h to +14 h, so the instant lies within a day either side of `wall`.
    const before = this.offsetAt(wall - msPerDay);
    const after = this.offsetAt(wall + msPerDay);
    if (before === after) return wall - before;
    const early = wall - before;
    const late = wall - after;
    const earlyHolds = this.offsetAt(early) === before;
    const lateHolds = this.offsetAt(late) === after;
    if (earlyHolds && lateHolds) return Math.min(early, late);
    if (lateHolds) return late;
    // Either only the earlier reading holds, or the wall time was skipped: the earlier offset carries it
    // past the jump by the length of the gap.
    return early;
  }
}

const clocks = new Map<string, ZoneClock>();

/** The clock of a zone, kept for the process (zones are few: one per tenant, a few per terminal). */
export function zoneClock(timeZone: string): ZoneClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new ZoneClock(timeZone);
    clocks.set(timeZone, clock);
  }
  return clock;
}

export const msPer = { minute: msPerMinute, day: msPerDay } as const;
