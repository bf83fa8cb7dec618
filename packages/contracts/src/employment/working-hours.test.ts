import { describe, expect, it } from 'vitest';
import {
  averageHourNumber,
  byDayAndStart,
  DayOfWeek,
  DaysOfWeek,
  expectedAttendanceFits,
  expectedAttendanceOf,
  hoursAndMinutesOf,
  hoursOverlap,
  maxWorkingHoursPerSchedule,
  minutesOf,
  overlappingHours,
  runsPastMidnight,
  spanMinutes,
} from './working-hours.ts';
import { createWorkingScheduleInput, workingHourInput } from './working-schedule.contract.ts';

const { Sunday, Monday, Tuesday, Thursday, Saturday } = DayOfWeek;
const hour = (
  day: number,
  from: string,
  to: string,
  expectedAttendance = expectedAttendanceOf(from, to)!,
) => ({
  day,
  from,
  to,
  expectedAttendance,
});

describe('times of day', () => {
  it('reads and writes HH:mm, and nothing else', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('08:30')).toBe(510);
    expect(minutesOf('23:59')).toBe(1439);
    for (const bad of ['24:00', '8:00', '08:60', '08:00:00', ' 08:00', '', 'ab:cd', '١٢:٠٠'])
      expect(minutesOf(bad), bad).toBeNaN();
    expect(hoursAndMinutesOf(510)).toBe('08:30');
    expect(hoursAndMinutesOf(1440)).toBe('00:00');
    expect(hoursAndMinutesOf(-60)).toBe('23:00');
  });

  it('the days run Sunday=0 to Saturday=6, named in both languages', () => {
    expect(DaysOfWeek.members.map((d) => d.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(DaysOfWeek.label(Sunday, 'en')).toBe('Sunday');
    expect(DaysOfWeek.label(Saturday, 'ar')).toBe('السبت');
  });
});

describe('the span of a working hour', () => {
  it('is the time from start to end, past midnight when the end is earlier', () => {
    expect(spanMinutes('08:00', '16:00')).toBe(480);
    expect(spanMinutes('22:00', '06:00')).toBe(480);
    expect(spanMinutes('23:30', '00:15')).toBe(45);
    expect(spanMinutes('00:00', '23:59')).toBe(1439);
    expect(spanMinutes('09:00', '09:00')).toBe(0);
    expect(runsPastMidnight('22:00', '06:00')).toBe(true);
    expect(runsPastMidnight('08:00', '16:00')).toBe(false);
  });

  it('proposes the whole span as the expected attendance', () => {
    expect(expectedAttendanceOf('22:00', '06:00')).toBe('08:00');
    expect(expectedAttendanceOf('08:15', '12:00')).toBe('03:45');
    expect(expectedAttendanceOf('09:00', '09:00')).toBeUndefined();
    expect(expectedAttendanceOf('09:00', undefined)).toBeUndefined();
  });

  it('takes an expected attendance above nothing and up to the span (InvalidExpectedAttendance)', () => {
    expect(expectedAttendanceFits('08:00', '16:00', '08:00')).toBe(true);
    expect(expectedAttendanceFits('08:00', '16:00', '07:30')).toBe(true);
    expect(expectedAttendanceFits('08:00', '16:00', '08:01')).toBe(false);
    expect(expectedAttendanceFits('08:00', '16:00', '00:00')).toBe(false);
    expect(expectedAttendanceFits('22:00', '06:00', '08:00')).toBe(true);
    expect(expectedAttendanceFits('22:00', '06:00', '09:00')).toBe(false);
    expect(expectedAttendanceFits('09:00', '09:00', '01:00')).toBe(false);
  });
});

describe('overlapping hours', () => {
  it('finds two hours of one day sharing time, not hours that only touch', () => {
    expect(hoursOverlap(hour(Sunday, '08:00', '12:00'), hour(Sunday, '11:00', '15:00'))).toBe(true);
    expect(hoursOverlap(hour(Sunday, '08:00', '12:00'), hour(Sunday, '12:00', '16:00'))).toBe(false);
    expect(hoursOverlap(hour(Sunday, '08:00', '12:00'), hour(Monday, '08:00', '12:00'))).toBe(false);
    expect(hoursOverlap(hour(Sunday, '08:00', '16:00'), hour(Sunday, '10:00', '11:00'))).toBe(true);
  });

  it('counts the part past midnight on the day it starts, against the next day’s hours', () => {
    const night = hour(Sunday, '22:00', '06:00');
    expect(hoursOverlap(night, hour(Monday, '05:00', '13:00'))).toBe(true);
    expect(hoursOverlap(night, hour(Monday, '06:00', '14:00'))).toBe(false);
    expect(hoursOverlap(night, hour(Sunday, '08:00', '16:00'))).toBe(false);
    expect(hoursOverlap(night, hour(Sunday, '21:00', '22:30'))).toBe(true);
    expect(hoursOverlap(night, hour(Tuesday, '05:00', '13:00'))).toBe(false);
  });

  it('wraps the week: Saturday’s night shift meets Sunday’s morning', () => {
    const saturdayNight = hour(Saturday, '22:00', '06:00');
    expect(hoursOverlap(saturdayNight, hour(Sunday, '05:00', '09:00'))).toBe(true);
    expect(hoursOverlap(hour(Sunday, '05:00', '09:00'), saturdayNight)).toBe(true);
    expect(hoursOverlap(saturdayNight, hour(Sunday, '06:00', '09:00'))).toBe(false);
  });

  it('lists every overlapping pair by index', () => {
    const week = [
      hour(Sunday, '08:00', '16:00'),
      hour(Sunday, '22:00', '06:00'),
      hour(Monday, '05:30', '14:00'),
      hour(Sunday, '15:00', '17:00'),
    ];
    expect(overlappingHours(week)).toEqual([
      [1, 2],
      [0, 3],
    ]);
    expect(overlappingHours(week.slice(0, 2))).toEqual([]);
  });
});

describe('the average hour number', () => {
  it('is the mean of the expected attendance in hours, to one decimal, half up', () => {
    expect(averageHourNumber([])).toBe(0);
    const office = [Sunday, Monday, Tuesday, DayOfWeek.Wednesday, Thursday].map((d) =>
      hour(d, '08:00', '16:00'),
    );
    expect(averageHourNumber(office)).toBe(8);
    expect(averageHourNumber([hour(Sunday, '08:00', '16:00'), hour(Monday, '08:00', '15:00')])).toBe(7.5);
    // 7:45 and 8:00: 7.875 -> 7.9; 7:03 alone is 7.05 -> 7.1 (half up, exactly).
    expect(averageHourNumber([hour(Sunday, '08:00', '16:00', '07:45'), hour(Monday, '08:00', '16:00')])).toBe(
      7.9,
    );
    expect(averageHourNumber([hour(Sunday, '08:00', '16:00', '07:03')])).toBe(7.1);
    expect(averageHourNumber([hour(Sunday, '08:00', '16:00', '07:02')])).toBe(7);
  });

  it('orders hours by day, then start', () => {
    const hours = [
      hour(Monday, '08:00', '12:00'),
      hour(Sunday, '13:00', '17:00'),
      hour(Sunday, '08:00', '12:00'),
    ];
    expect([...hours].sort(byDayAndStart).map((h) => `${h.day} ${h.from}`)).toEqual([
      '0 08:00',
      '0 13:00',
      '1 08:00',
    ]);
  });
});

describe('the schedule schemas', () => {
  const messages = (r: {
    success: boolean;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  }) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('accept a night shift and refuse bad times, empty hours and too much expected attendance', () => {
    expect(workingHourInput.safeParse(hour(Sunday, '22:00', '06:00')).success).toBe(true);
    expect(messages(workingHourInput.safeParse(hour(Sunday, '24:00', '06:00', '01:00')))).toEqual([
      'from: Contracts:InvalidTime',
    ]);
    expect(messages(workingHourInput.safeParse(hour(Sunday, '09:00', '09:00', '01:00')))).toEqual([
      'to: Contracts:EmptyWorkingHour',
    ]);
    expect(messages(workingHourInput.safeParse(hour(Sunday, '22:00', '06:00', '08:30')))).toEqual([
      'expectedAttendance: Contracts:InvalidExpectedAttendance',
    ]);
    expect(messages(workingHourInput.safeParse(hour(Sunday, '22:00', '06:00', '8:00')))).toEqual([
      'expectedAttendance: Contracts:InvalidExpectedAttendance',
    ]);
    expect(messages(workingHourInput.safeParse({ ...hour(Sunday, '08:00', '16:00'), day: 7 }))).toEqual([
      'day: Platform:UnknownEnumValue',
    ]);
  });

  it('want a name, at least one hour, at most the cap, and no overlap', () => {
    expect(messages(createWorkingScheduleInput.safeParse({ name: ' ', workingHours: [] }))).toEqual([
      'name: Too small: expected string to have >=1 characters',
      'workingHours: Contracts:MustHaveAtLeastOneWorkingHour',
    ]);
    const many = Array.from({ length: maxWorkingHoursPerSchedule + 1 }, (_, i) =>
      hour(i % 7, hoursAndMinutesOf(i * 20), hoursAndMinutesOf(i * 20 + 10)),
    );
    expect(messages(createWorkingScheduleInput.safeParse({ name: 'Many', workingHours: many }))).toContain(
      'workingHours: Contracts:TooManyWorkingHours',
    );
    const overlapping = createWorkingScheduleInput.safeParse({
      name: 'Nights',
      workingHours: [
        hour(Sunday, '22:00', '06:00'),
        hour(Monday, '05:00', '13:00'),
        hour(Monday, '12:00', '14:00'),
      ],
    });
    expect(messages(overlapping)).toEqual([
      'workingHours.1.from: Contracts:OverlappingWorkingHours',
      'workingHours.2.from: Contracts:OverlappingWorkingHours',
    ]);
  });
});
