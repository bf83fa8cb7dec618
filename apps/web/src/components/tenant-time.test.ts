import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { displayDateTimeFormat } from './format.ts';
import {
  formatInstant,
  formatInstantOnDay,
  formatInstantRange,
  instantAt,
  presetRange,
  resolveTimeZone,
  todayIn,
  wallTimeOf,
} from './tenant-time.ts';

// 2025-03-31 22:30 UTC: already April 1st in Damascus (+03:00), still March 31st in New York.
const now = Date.parse('2025-03-31T22:30:00Z');

describe('the tenant calendar', () => {
  it('finds today in the tenant zone, not the browser one', () => {
    expect(todayIn('Asia/Damascus', now)).toBe('2025-04-01');
    expect(todayIn('America/New_York', now)).toBe('2025-03-31');
    expect(todayIn('UTC', now)).toBe('2025-03-31');
  });

  it('computes the presets on that calendar', () => {
    expect(presetRange('today', 'Asia/Damascus', now)).toEqual(['2025-04-01', '2025-04-01']);
    expect(presetRange('yesterday', 'Asia/Damascus', now)).toEqual(['2025-03-31', '2025-03-31']);
    expect(presetRange('last7Days', 'Asia/Damascus', now)).toEqual(['2025-03-26', '2025-04-01']);
    expect(presetRange('thisMonth', 'Asia/Damascus', now)).toEqual(['2025-04-01', '2025-04-30']);
    expect(presetRange('lastMonth', 'Asia/Damascus', now)).toEqual(['2025-03-01', '2025-03-31']);
    expect(presetRange('thisMonth', 'America/New_York', now)).toEqual(['2025-03-01', '2025-03-31']);
    expect(presetRange('lastMonth', 'UTC', Date.parse('2024-03-10T12:00:00Z'))).toEqual([
      '2024-02-01',
      '2024-02-29',
    ]);
  });
});

describe('instants and the tenant wall clock', () => {
  it('reads an instant on the tenant wall clock', () => {
    expect(wallTimeOf('2025-03-01T05:00:00Z', 'Asia/Damascus')).toBe('2025-03-01T08:00:00');
    expect(wallTimeOf('2025-07-01T02:00:00Z', 'America/New_York')).toBe('2025-06-30T22:00:00');
    expect(formatInstant('2025-03-01T05:00:00Z', 'Asia/Damascus')).toBe('2025/03/01 08:00 AM');
    expect(formatInstant(null, 'UTC')).toBe('');
  });

  it('formats a stay, leaving out the end’s date when it is the start’s on the zone’s calendar', () => {
    expect(formatInstantRange('2025-03-01T05:00:00Z', '2025-03-01T13:30:00Z', 'Asia/Damascus')).toBe(
      '2025/03/01 08:00 AM – 04:30 PM',
    );
    // 22:00 UTC is already the next day in Damascus.
    expect(formatInstantRange('2025-03-01T05:00:00Z', '2025-03-01T22:00:00Z', 'Asia/Damascus')).toBe(
      '2025/03/01 08:00 AM – 2025/03/02 01:00 AM',
    );
    expect(formatInstantRange('2025-03-01T05:00:00Z', 'not a time', 'UTC')).toBe('');
  });

  it('formats an instant of a day as its time alone on that day, with its date on another', () => {
    expect(formatInstantOnDay('2025-03-01T05:00:00Z', '2025-03-01', 'Asia/Damascus')).toBe('08:00 AM');
    // A night shift of 1 March ends on 2 March in Damascus.
    expect(formatInstantOnDay('2025-03-01T22:00:00Z', '2025-03-01', 'Asia/Damascus')).toBe(
      '2025/03/02 01:00 AM',
    );
    expect(formatInstantOnDay('not a time', '2025-03-01', 'UTC')).toBe('');
  });

  it('turns a tenant wall time into the instant, with the offset of that day', () => {
    expect(instantAt('2025-03-01T08:00:00', 'Asia/Damascus')).toBe('2025-03-01T08:00:00+03:00');
    expect(instantAt('2025-01-15T09:00:00', 'America/New_York')).toBe('2025-01-15T09:00:00-05:00');
    expect(instantAt('2025-07-15T09:00:00', 'America/New_York')).toBe('2025-07-15T09:00:00-04:00');
  });

  it('round-trips', () => {
    const instant = instantAt('2025-10-26T01:15:00', 'Europe/Berlin');
    expect(wallTimeOf(instant, 'Europe/Berlin')).toBe('2025-10-26T01:15:00');
  });

  it('handles clock changes: a skipped time moves forward, a repeated one is taken the second time', () => {
    expect(instantAt('2025-03-30T02:30:00', 'Europe/Berlin')).toBe('2025-03-30T03:30:00+02:00');
    expect(instantAt('2025-10-26T02:30:00', 'Europe/Berlin')).toBe('2025-10-26T02:30:00+01:00');
  });
});

describe('the wall clock read without dayjs.tz', () => {
  // The reader kept per zone (tenant-time.ts, `inZone`) must agree with dayjs's own `tz()`: every 11 hours over
  // two years, and every 15 minutes through the 12 hours around each clock change found on the way, in zones of
  // whole, half and quarter hours, south and north, and in one whose rules changed (Damascus, on +03:00 all year
  // since 2022).
  const zones = [
    'UTC',
    'Asia/Damascus',
    'America/New_York',
    'Europe/London',
    'Asia/Kolkata',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'America/Sao_Paulo',
  ];
  const hour = 3_600_000;
  const same = (t: number, zone: string) => {
    const expected = dayjs(t).tz(zone);
    expect(wallTimeOf(t, zone), `${zone} ${new Date(t).toISOString()}`).toBe(
      expected.format('YYYY-MM-DDTHH:mm:ss'),
    );
    expect(formatInstant(t + 1234, zone)).toBe(expected.format(displayDateTimeFormat));
  };
  it('gives each instant the same wall time and date as dayjs.tz, clock changes included', () => {
    const from = Date.parse('2022-01-01T00:00:00Z');
    const to = Date.parse('2024-01-01T00:00:00Z');
    let changes = 0;
    for (const zone of zones) {
      const offset = (t: number) =>
        (Date.parse(`${wallTimeOf(t, zone)}Z`) - Math.floor(t / 1000) * 1000) / 60_000;
      for (let t = from; t < to; t += 11 * hour) {
        same(t, zone);
        if (offset(t) === offset(t + 11 * hour)) continue;
        changes++;
        for (let u = t; u <= t + 12 * hour; u += 15 * 60_000) same(u, zone);
      }
    }
    // New York, London, Lord Howe, Chatham: two a year; Damascus: one, into +03:00 in March 2022 for good.
    expect(changes).toBe(17);
  });
});

describe('resolveTimeZone', () => {
  it('keeps a known zone and falls back to UTC', () => {
    expect(resolveTimeZone('Asia/Damascus')).toBe('Asia/Damascus');
    expect(resolveTimeZone('Mars/Olympus')).toBe('UTC');
    expect(resolveTimeZone('')).toBe('UTC');
  });
});
