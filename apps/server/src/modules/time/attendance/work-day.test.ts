import { describe, expect, it } from 'vitest';
import {
  type ExpectedDay,
  type ExpectedTimeWorkingHour,
  expectedTime,
} from '../../employment/expected-time/index.ts';
import { hoursOf, lateAndEarly, workDayOf } from './work-day.ts';

// The expected days come from the contracts module's own pure calculation, so the intervals are the ones the
// service answers (clock changes included). 2025-01-01 is a Wednesday; Berlin's clocks change on Sunday
// 2025-03-30 (02:00 -> 03:00) and Sunday 2025-10-26 (03:00 -> 02:00).
const hours = (days: number[], from: string, to: string, expectedAttendance: string) =>
  days.map((day): ExpectedTimeWorkingHour => ({ day, from, to, expectedAttendance }));
const everyDay = [0, 1, 2, 3, 4, 5, 6];

function days(timeZone: string, from: string, to: string, workingHours: ExpectedTimeWorkingHour[]) {
  return expectedTime({
    timeZone,
    from,
    to,
    contracts: [
      {
        id: 'c',
        start: '2024-01-01',
        end: '2026-12-31',
        state: 'Active',
        workEntrySource: 'WorkingSchedule',
        expiry: null,
        scheduleRanges: [{ workingScheduleId: 's', from: '2024-01-01', to: '2026-12-31', workingHours }],
      },
    ],
  });
}
const at = (iso: string) => new Date(iso);
const span = (checkIn: string, checkOut: string | null) => ({
  checkIn: at(checkIn),
  checkOut: checkOut ? at(checkOut) : null,
});
const dayOf = (list: ExpectedDay[], date: string) => list.find((d) => d.date === date);

describe('workDayOf', () => {
  // Riyadh: UTC+3 all year, no clock change.
  const office = days(
    'Asia/Riyadh',
    '2025-01-05',
    '2025-01-09',
    hours([0, 1, 2, 3, 4], '08:00', '16:00', '08:00'),
  );
  const nights = days('Asia/Riyadh', '2025-01-05', '2025-01-09', hours(everyDay, '22:00', '06:00', '08:00'));

  it('gives a day shift the day it overlaps', () => {
    // Monday 2025-01-06, 07:55-16:10 Riyadh.
    expect(workDayOf(span('2025-01-06T04:55:00Z', '2025-01-06T13:10:00Z'), office, 'Asia/Riyadh')).toBe(
      '2025-01-06',
    );
  });

  it('gives a night shift the day it starts, even checked in after midnight', () => {
    // The night of Monday 6th: 22:00 Monday to 06:00 Tuesday Riyadh (19:00Z to 03:00Z).
    expect(workDayOf(span('2025-01-06T18:50:00Z', '2025-01-07T03:05:00Z'), nights, 'Asia/Riyadh')).toBe(
      '2025-01-06',
    );
    // Late by two hours: in at 00:10 Tuesday, out at 06:00: still Monday's night.
    expect(workDayOf(span('2025-01-06T21:10:00Z', '2025-01-07T03:00:00Z'), nights, 'Asia/Riyadh')).toBe(
      '2025-01-06',
    );
    // Given only Tuesday's night and the Monday's (the check-in's date and the day before), the same.
    const two = nights.filter((d) => d.date === '2025-01-06' || d.date === '2025-01-07');
    expect(workDayOf(span('2025-01-06T21:10:00Z', '2025-01-07T03:00:00Z'), two, 'Asia/Riyadh')).toBe(
      '2025-01-06',
    );
  });

  it('picks the day with the larger overlap when a stay touches two, the earlier on a tie', () => {
    // 04:00-12:00 Tuesday Riyadh: two hours of Monday's night, none of Tuesday's (22:00): Monday.
    expect(workDayOf(span('2025-01-07T01:00:00Z', '2025-01-07T09:00:00Z'), nights, 'Asia/Riyadh')).toBe(
      '2025-01-06',
    );
    // 20:00 Monday to 08:00 Wednesday would be too long; 02:00-23:00 Tuesday: 4 h of Monday's night and
    // 1 h of Tuesday's: Monday. 04:00 Tuesday to 03:00 Wednesday: 2 h and 5 h: Tuesday.
    expect(workDayOf(span('2025-01-06T23:00:00Z', '2025-01-07T20:00:00Z'), nights, 'Asia/Riyadh')).toBe(
      '2025-01-06',
    );
    expect(workDayOf(span('2025-01-07T01:00:00Z', '2025-01-08T00:00:00Z'), nights, 'Asia/Riyadh')).toBe(
      '2025-01-07',
    );
    // 05:00 Tuesday to 23:00 Tuesday: 1 h each: the earlier day.
    expect(workDayOf(span('2025-01-07T02:00:00Z', '2025-01-07T20:00:00Z'), nights, 'Asia/Riyadh')).toBe(
      '2025-01-06',
    );
  });

  it('places an open record by the interval holding its check-in, else on its calendar date', () => {
    expect(workDayOf(span('2025-01-06T21:30:00Z', null), nights, 'Asia/Riyadh')).toBe('2025-01-06');
    // 21:55 Monday, before the night starts: Monday's calendar date.
    expect(workDayOf(span('2025-01-06T18:55:00Z', null), nights, 'Asia/Riyadh')).toBe('2025-01-06');
  });

  it('falls back to the calendar date of the check-in in the zone without a schedule, on a holiday or a rest day', () => {
    // 01:00 Tuesday Riyadh is still Monday in UTC.
    const late = span('2025-01-06T22:00:00Z', '2025-01-07T02:00:00Z');
    expect(workDayOf(late, [], 'Asia/Riyadh')).toBe('2025-01-07');
    expect(workDayOf(late, [], 'UTC')).toBe('2025-01-06');
    const holiday = expectedTime({
      timeZone: 'Asia/Riyadh',
      from: '2025-01-06',
      to: '2025-01-07',
      holidays: new Set(['2025-01-06', '2025-01-07']),
      contracts: [],
    });
    expect(holiday.every((d) => d.intervals.length === 0)).toBe(true);
    expect(workDayOf(late, holiday, 'Asia/Riyadh')).toBe('2025-01-07');
    // Friday 2025-01-10 is a rest day of the office week: the calendar date.
    const friday = days(
      'Asia/Riyadh',
      '2025-01-09',
      '2025-01-10',
      hours([0, 1, 2, 3, 4], '08:00', '16:00', '08:00'),
    );
    expect(workDayOf(span('2025-01-10T06:00:00Z', '2025-01-10T09:00:00Z'), friday, 'Asia/Riyadh')).toBe(
      '2025-01-10',
    );
  });

  it('follows the wall clock of a zone with summer time across its changes', () => {
    const berlin = days(
      'Europe/Berlin',
      '2025-03-29',
      '2025-03-31',
      hours(everyDay, '22:00', '06:00', '08:00'),
    );
    // The night of Saturday 29 March: 22:00 CET (21:00Z) to 06:00 CEST (04:00Z), seven hours long.
    const night = dayOf(berlin, '2025-03-29')!;
    expect(night.intervals[0]!.start.toISOString()).toBe('2025-03-29T21:00:00.000Z');
    expect(night.intervals[0]!.end.toISOString()).toBe('2025-03-30T04:00:00.000Z');
    expect(workDayOf(span('2025-03-29T21:00:00Z', '2025-03-30T04:00:00Z'), berlin, 'Europe/Berlin')).toBe(
      '2025-03-29',
    );
    // 00:30 CET on Sunday 30th is the 30th in Berlin but the 29th in UTC.
    expect(workDayOf(span('2025-03-29T23:30:00Z', null), [], 'Europe/Berlin')).toBe('2025-03-30');
    expect(lateAndEarly(span('2025-03-29T21:15:00Z', '2025-03-30T03:30:00Z'), night)).toEqual({
      lateMinutes: 15,
      earlyLeaveMinutes: 30,
    });
    // The night the clocks go back (25-26 October): 22:00 CEST (20:00Z) to 06:00 CET (05:00Z), nine hours.
    const autumn = days(
      'Europe/Berlin',
      '2025-10-25',
      '2025-10-26',
      hours(everyDay, '22:00', '06:00', '08:00'),
    );
    const long = dayOf(autumn, '2025-10-25')!;
    expect(long.intervals[0]!.end.toISOString()).toBe('2025-10-26T05:00:00.000Z');
    expect(workDayOf(span('2025-10-25T20:00:00Z', '2025-10-26T05:00:00Z'), autumn, 'Europe/Berlin')).toBe(
      '2025-10-25',
    );
    expect(lateAndEarly(span('2025-10-25T20:00:00Z', '2025-10-26T05:00:00Z'), long)).toEqual({
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
    });
  });
});

describe('lateAndEarly', () => {
  const split = days('Asia/Riyadh', '2025-01-06', '2025-01-06', [
    ...hours([1], '08:00', '12:00', '04:00'),
    ...hours([1], '13:00', '17:00', '04:00'),
  ]);
  const monday = split[0]!;

  it('counts whole minutes after the first interval starts and before the last one ends', () => {
    // 08:17:40 to 16:30:20 Riyadh.
    expect(lateAndEarly(span('2025-01-06T05:17:40Z', '2025-01-06T13:30:20Z'), monday)).toEqual({
      lateMinutes: 17,
      earlyLeaveMinutes: 29,
    });
  });

  it('is 0 when on time, early in, late out, or still in', () => {
    expect(lateAndEarly(span('2025-01-06T04:50:00Z', '2025-01-06T14:10:00Z'), monday)).toEqual({
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
    });
    expect(lateAndEarly(span('2025-01-06T05:00:59Z', null), monday)).toEqual({
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
    });
  });

  it('is 0 without expected time (no schedule, a holiday, a rest day)', () => {
    const stay = span('2025-01-06T09:00:00Z', '2025-01-06T10:00:00Z');
    expect(lateAndEarly(stay, undefined)).toEqual({ lateMinutes: 0, earlyLeaveMinutes: 0 });
    expect(lateAndEarly(stay, { ...monday, intervals: [], holiday: true })).toEqual({
      lateMinutes: 0,
      earlyLeaveMinutes: 0,
    });
  });
});

describe('hoursOf', () => {
  it('gives decimal hours to 2 places, null while open', () => {
    expect(hoursOf(span('2025-01-06T05:00:00Z', '2025-01-06T13:20:00Z'))).toBe(8.33);
    expect(hoursOf(span('2025-01-06T05:00:00Z', '2025-01-06T05:01:00Z'))).toBe(0.02);
    expect(hoursOf(span('2025-01-06T05:00:00Z', null))).toBeNull();
  });
});
