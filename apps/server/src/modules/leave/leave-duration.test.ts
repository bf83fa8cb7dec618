import { LeaveRequestUnit } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import {
  type ExpectedTimeContract,
  type ExpectedTimeWorkingHour,
  expectedTime,
} from '../employment/expected-time/expected-time.ts';
import {
  countLeaveDays,
  dateAndTimeRange,
  durationOf,
  expectedRangeOf,
  instantIn,
  leaveSpan,
} from './leave-duration.ts';

// 2026-03-01 is a Sunday. Riyadh is UTC+3 all year.
const zone = 'Asia/Riyadh';
const hours = (days: number[], from: string, to: string, expectedAttendance: string) =>
  days.map((day): ExpectedTimeWorkingHour => ({ id: `${day}-${from}`, day, from, to, expectedAttendance }));
/** Monday to Friday 08:00-17:00, eight hours expected. */
const office = hours([1, 2, 3, 4, 5], '08:00', '17:00', '08:00');
/** Every night 22:00-06:00, eight hours. */
const nights = hours([0, 1, 2, 3, 4, 5, 6], '22:00', '06:00', '08:00');

const contract = (workingHours: ExpectedTimeWorkingHour[], start = '2026-01-01'): ExpectedTimeContract => ({
  id: 'c1',
  start,
  end: '2026-12-31',
  state: 'Active',
  workEntrySource: 'WorkingSchedule',
  expiry: null,
  scheduleRanges: [{ workingScheduleId: 's1', from: start, to: '2026-12-31', workingHours }],
});

/** What a request counts, asking expected time as the service does. */
function count(
  unit: LeaveRequestUnit,
  from: string,
  to: string,
  options: {
    schedule?: ExpectedTimeWorkingHour[];
    holidays?: string[];
    countsHolidays?: boolean;
    start?: string;
  } = {},
) {
  const span = leaveSpan(zone, unit, from, to);
  const range = expectedRangeOf(span);
  const expected = expectedTime({
    contracts: [contract(options.schedule ?? office, options.start)],
    timeZone: zone,
    from: range.from,
    to: range.to,
    holidays: new Set(options.holidays ?? []),
  });
  const days = countLeaveDays(span, expected, options.countsHolidays ?? false);
  return { span, days, duration: durationOf(unit, days) };
}

describe('leave spans', () => {
  it('a day request runs from the midnight of its first date to the midnight after its last', () => {
    const span = leaveSpan(zone, LeaveRequestUnit.Days, '2026-03-02', '2026-03-03T10:00');
    expect(span).toMatchObject({
      fromDate: '2026-03-02',
      toDate: '2026-03-03',
      fromWall: null,
      toWall: null,
    });
    expect(span.start.toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(span.end.toISOString()).toBe('2026-03-03T21:00:00.000Z');
  });

  it('an hour request is its wall times in the zone', () => {
    const span = leaveSpan(zone, LeaveRequestUnit.Hours, '2026-03-02T09:00', '2026-03-02T13:30:00');
    expect(span).toMatchObject({ fromWall: '2026-03-02T09:00', toWall: '2026-03-02T13:30' });
    expect(span.start.toISOString()).toBe('2026-03-02T06:00:00.000Z');
    expect(span.end.toISOString()).toBe('2026-03-02T10:30:00.000Z');
    expect(expectedRangeOf(span)).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    // Berlin's summer time starts 2026-03-29 at 02:00: 12:00 is UTC+2 that day.
    expect(instantIn('Europe/Berlin', '2026-03-29T12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('names the range as the grids show it', () => {
    const days = (from: string, to: string) =>
      dateAndTimeRange(leaveSpan(zone, LeaveRequestUnit.Days, from, to));
    const hrs = (from: string, to: string) =>
      dateAndTimeRange(leaveSpan(zone, LeaveRequestUnit.Hours, from, to));
    expect(days('2026-03-01', '2026-03-05')).toBe('2026/03/01 – 2026/03/05');
    expect(days('2026-03-01', '2026-03-01')).toBe('2026/03/01');
    expect(hrs('2026-03-01T09:00', '2026-03-01T13:00')).toBe('2026/03/01 09:00 – 13:00');
    expect(hrs('2026-03-01T22:00', '2026-03-02T06:00')).toBe('2026/03/01 22:00 – 2026/03/02 06:00');
  });
});

describe('days', () => {
  it('counts the expected days, not the weekend', () => {
    // Thursday 2026-03-05 to Tuesday 2026-03-10: Thu, Fri, Mon, Tue.
    const { days, duration } = count(LeaveRequestUnit.Days, '2026-03-05', '2026-03-10');
    expect(duration).toBe(4);
    expect(days.map((d) => [d.date, d.days, d.minutes, d.holiday])).toEqual([
      ['2026-03-05', 1, 480, false],
      ['2026-03-06', 1, 480, false],
      ['2026-03-07', 0, 0, true],
      ['2026-03-08', 0, 0, true],
      ['2026-03-09', 1, 480, false],
      ['2026-03-10', 1, 480, false],
    ]);
  });

  it('a holiday counts only for a type that counts holidays (rest days too)', () => {
    const holidays = ['2026-03-04'];
    expect(count(LeaveRequestUnit.Days, '2026-03-02', '2026-03-06', { holidays }).duration).toBe(4);
    expect(
      count(LeaveRequestUnit.Days, '2026-03-02', '2026-03-08', { holidays, countsHolidays: true }).duration,
    ).toBe(7);
  });

  it('a day without a contract in force never counts, even for a type counting holidays', () => {
    // The contract starts Wednesday 2026-03-04.
    const { days, duration } = count(LeaveRequestUnit.Days, '2026-02-28', '2026-03-05', {
      start: '2026-03-04',
      countsHolidays: true,
    });
    expect(duration).toBe(2);
    expect(days.filter((d) => d.days > 0).map((d) => d.date)).toEqual(['2026-03-04', '2026-03-05']);
  });

  it('across a month boundary', () => {
    // Thursday 2026-04-30 to Monday 2026-05-04: Thu, Fri, Mon.
    const { days, duration } = count(LeaveRequestUnit.Days, '2026-04-30', '2026-05-04');
    expect(duration).toBe(3);
    expect(days.map((d) => d.date)).toEqual([
      '2026-04-30',
      '2026-05-01',
      '2026-05-02',
      '2026-05-03',
      '2026-05-04',
    ]);
  });

  it('a rest day alone counts nothing', () => {
    expect(count(LeaveRequestUnit.Days, '2026-03-07', '2026-03-08').duration).toBe(0);
  });
});

describe('hours', () => {
  it('the overlap with the expected interval, at most its expected minutes', () => {
    expect(count(LeaveRequestUnit.Hours, '2026-03-04T09:00', '2026-03-04T13:00').duration).toBe(4);
    // 08:00-17:00 is nine hours with eight expected: eight.
    expect(count(LeaveRequestUnit.Hours, '2026-03-04T08:00', '2026-03-04T17:00').duration).toBe(8);
    expect(count(LeaveRequestUnit.Hours, '2026-03-04T16:15', '2026-03-04T18:00').duration).toBe(0.75);
    // 07:00-08:00 is before work: nothing.
    expect(count(LeaveRequestUnit.Hours, '2026-03-04T07:00', '2026-03-04T08:00').duration).toBe(0);
  });

  it('over two days, per day; a holiday or a weekend has no hours', () => {
    const { days, duration } = count(LeaveRequestUnit.Hours, '2026-03-04T13:00', '2026-03-05T12:00', {
      holidays: ['2026-03-05'],
    });
    expect(duration).toBe(4);
    expect(days.map((d) => [d.date, d.days, d.minutes, d.holiday])).toEqual([
      ['2026-03-04', 0, 240, false],
      ['2026-03-05', 0, 0, true],
    ]);
    expect(count(LeaveRequestUnit.Hours, '2026-03-07T09:00', '2026-03-07T13:00').duration).toBe(0);
  });

  it('a night shift started the evening before reaches into the span, on the day it started', () => {
    // 00:00-04:00 on 2026-03-04 is inside the night of 2026-03-03 (22:00-06:00).
    const early = count(LeaveRequestUnit.Hours, '2026-03-04T00:00', '2026-03-04T04:00', { schedule: nights });
    expect(early.duration).toBe(4);
    expect(early.days.map((d) => [d.date, d.minutes])).toEqual([
      ['2026-03-03', 240],
      ['2026-03-04', 0],
    ]);
    // The whole night 22:00-06:00: eight hours on the day it starts.
    const night = count(LeaveRequestUnit.Hours, '2026-03-04T22:00', '2026-03-05T06:00', { schedule: nights });
    expect(night.duration).toBe(8);
    expect(night.days.map((d) => [d.date, d.minutes])).toEqual([
      ['2026-03-04', 480],
      ['2026-03-05', 0],
    ]);
  });

  it('a night shift for a day request counts on the day it starts', () => {
    const { duration, days } = count(LeaveRequestUnit.Days, '2026-03-04', '2026-03-04', { schedule: nights });
    expect(duration).toBe(1);
    expect(days[0]!.minutes).toBe(480);
  });
});
