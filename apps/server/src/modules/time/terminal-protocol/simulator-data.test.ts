import { describe, expect, it } from 'vitest';
import { decodeAttendanceRecords } from './records.ts';
import {
  civilFromDays,
  daysFromCivil,
  generatePunchRecords,
  generateUsers,
  PunchState,
  punchesOfDay,
  wallClockAt,
  weekday,
} from './simulator-data.ts';
import type { DeviceClock } from './types.ts';

/** Thursday 2026-03-12, 18:00 on the device. */
const evening: DeviceClock = { year: 2026, month: 3, day: 12, hour: 18, minute: 0, second: 0 };

describe('civil dates and the device clock', () => {
  it('counts days without Date', () => {
    expect(daysFromCivil(1970, 1, 1)).toBe(0);
    expect(daysFromCivil(2000, 3, 1)).toBe(11_017);
    expect(civilFromDays(daysFromCivil(2024, 2, 29))).toEqual({ year: 2024, month: 2, day: 29 });
    expect(weekday(daysFromCivil(2026, 3, 12))).toBe(4); // Thursday
    expect(weekday(daysFromCivil(2026, 3, 13))).toBe(5); // Friday
  });

  it('shows the wall clock of a time zone, across a clock change', () => {
    expect(wallClockAt(Date.UTC(2026, 2, 12, 9, 30, 0), 'Asia/Riyadh')).toEqual({
      ...evening,
      hour: 12,
      minute: 30,
    });
    // Berlin went from 01:59:59 to 03:00 on 2026-03-29 (01:00 UTC).
    expect(wallClockAt(Date.UTC(2026, 2, 29, 0, 59, 59), 'Europe/Berlin')).toMatchObject({
      hour: 1,
      minute: 59,
    });
    expect(wallClockAt(Date.UTC(2026, 2, 29, 1, 0, 0), 'Europe/Berlin')).toMatchObject({
      hour: 3,
      minute: 0,
    });
    expect(wallClockAt(Date.UTC(2026, 0, 1, 0, 0, 0), 'UTC')).toMatchObject({ year: 2026, hour: 0 });
  });
});

describe('generated punches', () => {
  it('look like an office: Sunday to Thursday, in around 08:00, out around 16:00', () => {
    const users = 300;
    const thursday = daysFromCivil(2026, 3, 12);
    expect(punchesOfDay(thursday + 1, users, 1)).toEqual([]); // Friday
    expect(punchesOfDay(thursday + 2, users, 1)).toEqual([]); // Saturday
    const day = punchesOfDay(thursday, users, 1);
    const ins = day.filter((p) => p.seconds < 12 * 3600);
    const outs = day.filter((p) => p.seconds >= 12 * 3600);
    expect(ins.every((p) => p.seconds >= 7 * 3600 + 40 * 60 && p.seconds <= 8 * 3600 + 22 * 60)).toBe(true);
    expect(outs.every((p) => p.seconds >= 15 * 3600 + 30 * 60 && p.seconds <= 16 * 3600 + 32 * 60)).toBe(
      true,
    );
    // Some users are missing, some punch twice a minute apart.
    const people = new Set(day.map((p) => p.uid));
    expect(people.size).toBeLessThan(users);
    expect(people.size).toBeGreaterThan(users * 0.85);
    const repeated = day.filter((p, i) =>
      day.some(
        (q, j) => j !== i && q.uid === p.uid && q.seconds - p.seconds >= 60 && q.seconds - p.seconds < 65,
      ),
    );
    expect(repeated.length).toBeGreaterThan(0);
    expect(day.map((p) => p.seconds)).toEqual(day.map((p) => p.seconds).sort((a, b) => a - b));
    // Over a month: the device's in/out state is mostly right, now and then undefined.
    const month = Array.from({ length: 30 }, (_, i) => punchesOfDay(thursday - i, users, 1)).flat();
    expect(month.filter((p) => p.state === PunchState.Undefined).length).toBeGreaterThan(0);
    expect(month.filter((p) => p.state === PunchState.CheckIn).length).toBeGreaterThan(month.length * 0.4);
  });

  it('for the demo (no quirks): every state defined and nobody with only an afternoon punch; the same times otherwise', () => {
    const users = 300;
    const thursday = daysFromCivil(2026, 3, 12);
    const month = (quirks: boolean) =>
      Array.from({ length: 30 }, (_, i) => punchesOfDay(thursday - i, users, 1, quirks));
    const odd = month(true).flat();
    const plain = month(false);
    // With quirks the month has both oddities; without, none.
    const loneAfternoon = (days: ReturnType<typeof month>) =>
      days.flatMap((day) =>
        [...new Set(day.map((p) => p.uid))].filter((uid) =>
          day.filter((p) => p.uid === uid).every((p) => p.seconds >= 12 * 3600),
        ),
      );
    expect(odd.some((p) => p.state === PunchState.Undefined)).toBe(true);
    expect(loneAfternoon(month(true)).length).toBeGreaterThan(0);
    expect(plain.flat().some((p) => p.state === PunchState.Undefined)).toBe(false);
    expect(loneAfternoon(plain)).toEqual([]);
    // The same people come on the same days, in around 08:00 and out around 16:00.
    const present = (days: ReturnType<typeof month>) =>
      days.map((day) => new Set(day.map((p) => p.uid)).size);
    expect(present(plain)).toEqual(present(month(true)));
    for (const p of plain.flat())
      expect(p.seconds < 8 * 3600 + 22 * 60 || p.seconds >= 15 * 3600 + 30 * 60, `${p.seconds}`).toBe(true);
  });

  it('are the same for the same seed and day, whenever generated; another seed gives others', () => {
    const a = generatePunchRecords({ users: 50, days: 30, seed: 5, now: evening }, 40);
    const b = generatePunchRecords({ users: 50, days: 30, seed: 5, now: evening }, 40);
    expect(a.records.equals(b.records)).toBe(true);
    // A day later, yesterday's punches are unchanged.
    const later = generatePunchRecords({ users: 50, days: 31, seed: 5, now: { ...evening, day: 13 } }, 40);
    expect(later.records.subarray(0, a.records.length).equals(a.records)).toBe(true);
    const other = generatePunchRecords({ users: 50, days: 30, seed: 6, now: evening }, 40);
    expect(other.records.equals(a.records)).toBe(false);
  });

  it('cover the last `days` days up to now, or exactly `punches` going back as far as it takes', () => {
    const noon = { ...evening, hour: 12, minute: 0 };
    const month = decodeAttendanceRecords(
      generatePunchRecords({ users: 20, days: 30, seed: 1, now: noon }, 40).records,
      40,
    );
    expect(month[0]!.deviceTime >= '2026-02-11').toBe(true);
    expect(month.at(-1)!.deviceTime <= '2026-03-12T12:00:00').toBe(true);
    const exact = generatePunchRecords({ users: 20, days: 30, punches: 5000, seed: 1, now: noon }, 40);
    expect(exact.count).toBe(5000);
    expect(exact.records.length).toBe(5000 * 40);
    const decoded = decodeAttendanceRecords(exact.records, 40);
    // The most recent 5000: the month's punches are the end of it.
    expect(decoded.slice(-month.length)).toEqual(month);
    expect(generatePunchRecords({ users: 0, days: 30, punches: 10, seed: 1, now: noon }, 40).count).toBe(0);
  });

  it('writes 100,000 punches into one buffer quickly', () => {
    const started = performance.now();
    const { records, count } = generatePunchRecords(
      { users: 500, days: 30, punches: 100_000, seed: 1, now: evening },
      40,
    );
    expect(count).toBe(100_000);
    expect(records.length).toBe(4_000_000);
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('makes users 1..N with PINs "1".."N"', () => {
    const users = generateUsers(3, 1);
    expect(users.map((u) => [u.uid, u.userId])).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3'],
    ]);
    expect(generateUsers(3, 1)).toEqual(users);
  });
});
