import { describe, expect, it } from 'vitest';
import type { ExpectedDay } from '../../employment/expected-time/index.ts';
import { pairPunches } from './pairing.ts';

// Riyadh is UTC+3 all year: 08:00 there is 05:00Z.
const zone = 'Asia/Riyadh';
const at = (local: string) => new Date(`${local}:00+03:00`);

function day(date: string, hours: [string, string][]): ExpectedDay {
  const intervals = hours.map(([from, to]) => {
    const start = at(`${date}T${from}`);
    let end = at(`${date}T${to}`);
    if (end <= start) end = new Date(end.getTime() + 86_400_000);
    return {
      start,
      end,
      from,
      to,
      workingHourId: null,
      expectedMinutes: (end.getTime() - start.getTime()) / 60_000,
    };
  });
  const expectedMinutes = intervals.reduce((s, i) => s + i.expectedMinutes, 0);
  return {
    date,
    dayOfWeek: new Date(`${date}T00:00:00Z`).getUTCDay(),
    contractId: 'c',
    workEntrySource: 'WorkingSchedule',
    workingScheduleId: 's',
    holiday: false,
    intervals,
    expectedMinutes,
    expectedHours: expectedMinutes / 60,
  };
}

const shape = (stays: ReturnType<typeof pairPunches>) =>
  stays.map((s) => [s.workDay, s.checkIn.toISOString(), s.checkOut?.toISOString() ?? null, s.punches]);

describe('pairPunches', () => {
  it('gives each office day its first punch in and last punch out, whatever the device said', () => {
    const days = [day('2026-03-01', [['08:00', '16:00']]), day('2026-03-02', [['08:00', '16:00']])];
    const punches = [
      '2026-03-01T07:52',
      '2026-03-01T12:30',
      '2026-03-01T16:05',
      '2026-03-02T08:10',
      '2026-03-02T17:40',
    ];
    expect(shape(pairPunches(punches.map(at), days, zone))).toEqual([
      ['2026-03-01', at('2026-03-01T07:52').toISOString(), at('2026-03-01T16:05').toISOString(), 3],
      ['2026-03-02', at('2026-03-02T08:10').toISOString(), at('2026-03-02T17:40').toISOString(), 2],
    ]);
  });

  it('puts the morning punch that ends a night shift on the day the shift started', () => {
    const days = [day('2026-03-01', [['22:00', '06:00']]), day('2026-03-02', [['22:00', '06:00']])];
    const punches = ['2026-03-01T21:55', '2026-03-02T06:10', '2026-03-02T21:50', '2026-03-03T06:02'];
    expect(shape(pairPunches(punches.map(at), days, zone)).map(([d, , , n]) => [d, n])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 2],
    ]);
  });

  it('without expected time, groups by the calendar date in the terminal’s zone', () => {
    // 23:30 in Riyadh is 20:30Z the same date; 00:30 Riyadh on the 2nd is still the 1st in UTC.
    const punches = [at('2026-03-01T09:00'), at('2026-03-01T23:30'), at('2026-03-02T00:30')];
    expect(shape(pairPunches(punches, [], zone)).map(([d, , , n]) => [d, n])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 1],
    ]);
    expect(shape(pairPunches(punches, [], 'UTC')).map(([d, , , n]) => [d, n])).toEqual([['2026-03-01', 3]]);
  });

  it('leaves the check-out empty for a single punch or a punch pressed twice', () => {
    const days = [day('2026-03-01', [['08:00', '16:00']])];
    const stays = pairPunches([at('2026-03-01T08:01'), at('2026-03-01T08:02')], days, zone);
    expect(shape(stays)).toEqual([['2026-03-01', at('2026-03-01T08:01').toISOString(), null, 2]]);
  });

  it('cuts the windows of close days halfway between one’s end and the next one’s start', () => {
    // An evening shift ending 23:00 and an early shift at 05:00 the next day: the cut is at 02:00.
    const days = [day('2026-03-01', [['15:00', '23:00']]), day('2026-03-02', [['05:00', '13:00']])];
    const stays = pairPunches([at('2026-03-02T01:30'), at('2026-03-02T02:30')], days, zone);
    expect(shape(stays).map(([d]) => d)).toEqual(['2026-03-01', '2026-03-02']);
  });
});
