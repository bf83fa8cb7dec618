import { wallClockFormat, wallClockOffset } from '@hr/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { apiDateFormat, displayDateTimeFormat, displayTimeFormat } from './format.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

// The tenant's time zone (setting Abp.Timing.TimeZone, sent in application-configuration) turns instants
// into work days: "today", a range's bounds and an attendance time are read on the tenant's wall clock,
// whatever the browser's zone. Calendar dates (YYYY-MM-DD) and times of day (HH:mm) carry no zone.

/** A wall-clock date and time without a zone: 'YYYY-MM-DDTHH:mm:ss'. */
export type WallTime = string;

const wallFormat = 'YYYY-MM-DDTHH:mm:ss';

const knownZones = new Map<string, boolean>();

/** Whether the runtime knows the IANA zone ('Asia/Damascus'); asked by every render that reads the zone, so kept. */
export function isKnownTimeZone(zone: string): boolean {
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = true;
    } catch {
      known = false;
    }
    knownZones.set(zone, known);
  }
  return known;
}

/** The zone to compute in: the tenant's when the runtime knows it, else UTC (the server's default). */
export function resolveTimeZone(zone: string | null | undefined): string {
  return zone && isKnownTimeZone(zone) ? zone : 'UTC';
}

/**
 * The zone's wall-clock reader, made once per zone. dayjs's own `tz()` reads the wall clock through
 * `toLocaleString` with the zone, which builds a new formatter at every call: 60 µs each in Chromium against 4
 * µs for a kept formatter's `formatToParts` (scaling.md, First visits, session 22); a table of 20 rows with two
 * instants and a date range input with its five presets paid it at every render.
 */
const zoneReaders = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in whole minutes (as dayjs's `tz()` rounds it). */
function offsetAt(instant: number, zone: string): number {
  let reader = zoneReaders.get(zone);
  if (!reader) {
    reader = wallClockFormat(zone);
    zoneReaders.set(zone, reader);
  }
  return Math.round(wallClockOffset(reader, instant) / 60_000);
}

/** An instant on the zone's wall clock: what `dayjs(instant).tz(zone)` gives, for its formats, without its cost. */
function inZone(instant: string | Date | number, zone: string): Dayjs {
  const parsed = dayjs(instant);
  return parsed.isValid() ? parsed.utcOffset(offsetAt(parsed.valueOf(), zone)) : parsed;
}

/** The calendar date it is in the zone at `now` ('YYYY-MM-DD'). */
export function todayIn(zone: string, now: Date | number = Date.now()): string {
  return inZone(now, zone).format(apiDateFormat);
}

/** The wall clock of the zone at an instant (ISO 8601 with an offset, or a Date). */
export function wallTimeOf(instant: string | Date | number, zone: string): WallTime {
  return inZone(instant, zone).format(wallFormat);
}

/**
 * The instant a wall-clock time of the zone names, as ISO 8601 with the zone's offset then
 * ('2025-03-01T08:00:00+03:00'). A time skipped by a clock change moves forward by the gap; a repeated one
 * is taken the second time.
 */
export function instantAt(wall: WallTime, zone: string): string {
  return dayjs.tz(wall, zone).format();
}

/** An instant displayed on the zone's wall clock (YYYY/MM/DD hh:mm A). */
export function formatInstant(instant: string | Date | number | null | undefined, zone: string): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const local = inZone(instant, zone);
  return local.isValid() ? local.format(displayDateTimeFormat) : '';
}

/**
 * An instant of a given calendar day ('YYYY-MM-DD', e.g. an attendance's work day) on the zone's wall clock:
 * the time alone when it falls on that day, else the date too ('08:00 AM'; '2025/03/02 01:00 AM').
 */
export function formatInstantOnDay(instant: string, day: string, zone: string): string {
  const local = inZone(instant, zone);
  if (!local.isValid()) return '';
  return local.format(local.format(apiDateFormat) === day ? displayTimeFormat : displayDateTimeFormat);
}

/**
 * A stay between two instants on the zone's wall clock: the end's date is left out when it is the start's
 * ('2025/03/01 08:00 AM – 04:00 PM').
 */
export function formatInstantRange(from: string, to: string, zone: string): string {
  const start = inZone(from, zone);
  const end = inZone(to, zone);
  if (!start.isValid() || !end.isValid()) return '';
  const sameDay = start.format('YYYY-MM-DD') === end.format('YYYY-MM-DD');
  return `${start.format(displayDateTimeFormat)} – ${end.format(sameDay ? displayTimeFormat : displayDateTimeFormat)}`;
}

/** A range of calendar dates, both ends included ('YYYY-MM-DD'). */
export type DateRange = readonly [from: string, to: string];

export const dateRangePresets = ['today', 'yesterday', 'last7Days', 'thisMonth', 'lastMonth'] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

/** The dates a preset covers on the zone's calendar at `now`. */
export function presetRange(
  preset: DateRangePreset,
  zone: string,
  now: Date | number = Date.now(),
): DateRange {
  // A calendar date parsed without a zone: only its Y-M-D fields matter from here on.
  const today = dayjs(todayIn(zone, now));
  const f = (d: dayjs.Dayjs) => d.format(apiDateFormat);
  switch (preset) {
    case 'today':
      return [f(today), f(today)];
    case 'yesterday':
      return [f(today.subtract(1, 'day')), f(today.subtract(1, 'day'))];
    case 'last7Days':
      return [f(today.subtract(6, 'day')), f(today)];
    case 'thisMonth':
      return [f(today.startOf('month')), f(today.endOf('month'))];
    case 'lastMonth': {
      const last = today.subtract(1, 'month');
      return [f(last.startOf('month')), f(last.endOf('month'))];
    }
  }
}
