import { type AttendanceDayDto, AttendanceDayStatus, attendanceMonthSummary } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { attendanceDay as day } from '../attendance/attendance-day.fixture.ts';
import {
  correctable,
  correctionOfDayPath,
  dayHours,
  daysOfRequest,
  isStillIn,
  monthLabel,
  monthOf,
  monthOfParam,
  monthRange,
  needsAttention,
  pendingCorrectionsByDay,
  shiftMonth,
} from './my-attendance.ts';

const record = { id: crypto.randomUUID() } as AttendanceDayDto['records'][number];

describe('My attendance: the month', () => {
  it('reads the month of the address, or none', () => {
    expect(monthOfParam('2026-02')).toBe('2026-02');
    for (const wrong of [null, '', '2026-13', '2026-2', '2026-02-01', '1899-12', '3000-01', 'x'])
      expect(monthOfParam(wrong)).toBeNull();
    expect(monthOf('2026-02-17')).toBe('2026-02');
  });

  it('runs from the first to the last day of the month, leap years included', () => {
    expect(monthRange('2026-02')).toEqual(['2026-02-01', '2026-02-28']);
    expect(monthRange('2028-02')).toEqual(['2028-02-01', '2028-02-29']);
    expect(monthRange('2026-12')).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('moves a month back and forth across the year', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-03', 0)).toBe('2026-03');
  });

  it('names the month in the language with Latin digits', () => {
    expect(monthLabel('2026-02', 'en')).toBe('February 2026');
    expect(monthLabel('2026-02', 'ar')).toContain('2026');
    expect(monthLabel('2026-02', 'ar')).not.toMatch(/[٠-٩]/);
  });

  it('links a day to a correction request of it, for days that have come', () => {
    expect(correctionOfDayPath('2026-02-02')).toBe('/self-service/attendance-requests/create?day=2026-02-02');
    expect(correctable(day({ date: '2026-02-02' }), '2026-02-02')).toBe(true);
    expect(correctable(day({ date: '2026-02-03' }), '2026-02-02')).toBe(false);
  });

  it('spells the correction out on days with time missing, late, early or still open', () => {
    expect(needsAttention(day({ workedMinutes: 480, records: [record] }))).toBe(false);
    expect(needsAttention(day({ status: AttendanceDayStatus.RestDay, expectedMinutes: 0 }))).toBe(false);
    expect(needsAttention(day({ status: AttendanceDayStatus.Absent, missingMinutes: 480 }))).toBe(true);
    expect(needsAttention(day({ lateMinutes: 5 }))).toBe(true);
    expect(needsAttention(day({ earlyLeaveMinutes: 5 }))).toBe(true);
    expect(needsAttention(day({ records: [{ ...record, checkOut: null }] }))).toBe(true);
  });
});

describe('My attendance: an open stay', () => {
  it('is still in on its day, a missing check-out once the day is over or past 24 hours', () => {
    const now = Date.parse('2026-02-02T12:00:00Z');
    const open = { checkIn: '2026-02-02T08:00:00Z', checkOut: null };
    expect(isStillIn(day(), open, now)).toBe(true);
    expect(isStillIn(day({ missingMinutes: 480 }), open, now)).toBe(false);
    expect(isStillIn(day(), { checkIn: '2026-01-31T11:00:00Z', checkOut: null }, now)).toBe(false);
    expect(isStillIn(day(), { ...open, checkOut: '2026-02-02T16:00:00Z' }, now)).toBe(false);
  });
});

describe('My attendance: the summary', () => {
  it('counts present and absent days, late arrivals, and hours worked of those due so far', () => {
    const leave = { leaveRequestId: crypto.randomUUID(), leaveTypeName: 'Annual', isPaid: true };
    const s = attendanceMonthSummary([
      day({ workedMinutes: 430, lateMinutes: 20, earlyLeaveMinutes: 30, records: [record] }),
      day({ status: AttendanceDayStatus.Absent, missingMinutes: 480 }),
      // Work on a rest day is a day present; nothing was due.
      day({ status: AttendanceDayStatus.RestDay, expectedMinutes: 0, workedMinutes: 60, records: [record] }),
      // Approved leave is not due; half a day of it, the other half worked (late by the leave's hours).
      day({ status: AttendanceDayStatus.OnLeave, leave: [{ ...leave, days: 1, minutes: 480 }] }),
      day({
        workedMinutes: 240,
        lateMinutes: 240,
        records: [record],
        leave: [{ ...leave, days: 0, minutes: 240 }],
      }),
      day({ status: AttendanceDayStatus.Holiday, expectedMinutes: 0 }),
      // Not due yet.
      day({ status: AttendanceDayStatus.Upcoming }),
    ]);
    expect(s).toEqual({
      presentDays: 3,
      absentDays: 1,
      lateDays: 2,
      lateMinutes: 260,
      workedMinutes: 730,
      dueMinutes: 480 + 480 + 240,
    });
    expect(attendanceMonthSummary([])).toEqual({
      presentDays: 0,
      absentDays: 0,
      lateDays: 0,
      lateMinutes: 0,
      workedMinutes: 0,
      dueMinutes: 0,
    });
  });
});

describe('My attendance: pending corrections', () => {
  const request = (id: string, fixAttendanceFrom: string, fixAttendanceTo: string) => ({
    id,
    fixAttendanceFrom,
    fixAttendanceTo,
  });

  it('covers the days of the fix range on the tenant’s calendar, not UTC’s', () => {
    // A whole day as the form sends it in Damascus (UTC+3): 00:00:00 to 23:59:59 there.
    const oneDay = request('a', '2026-02-02T21:00:00.000Z', '2026-02-03T20:59:59.000Z');
    expect(daysOfRequest(oneDay, 'Asia/Damascus')).toEqual(['2026-02-03']);
    // The same instants read in UTC would be two days.
    expect(daysOfRequest(oneDay, 'UTC')).toEqual(['2026-02-02', '2026-02-03']);
    // Several days, across a month's end.
    expect(
      daysOfRequest(request('b', '2026-01-29T21:00:00.000Z', '2026-02-01T20:59:59.000Z'), 'Asia/Damascus'),
    ).toEqual(['2026-01-30', '2026-01-31', '2026-02-01']);
    // A range ending at midnight does not reach into the next day; a short one stays on its day.
    expect(daysOfRequest(request('c', '2026-02-03T05:00:00Z', '2026-02-04T00:00:00Z'), 'UTC')).toEqual([
      '2026-02-03',
    ]);
    expect(daysOfRequest(request('d', '2026-02-03T08:00:00Z', '2026-02-03T16:00:00Z'), 'UTC')).toEqual([
      '2026-02-03',
    ]);
  });

  it('marks each day a pending request covers with that request', () => {
    const first = request('first', '2026-02-02T21:00:00.000Z', '2026-02-04T20:59:59.000Z');
    const other = request('other', '2026-02-09T21:00:00.000Z', '2026-02-10T20:59:59.000Z');
    const byDay = pendingCorrectionsByDay([first, other], 'Asia/Damascus');
    expect([...byDay.keys()]).toEqual(['2026-02-03', '2026-02-04', '2026-02-10']);
    expect(byDay.get('2026-02-04')).toBe(first);
    expect(byDay.get('2026-02-10')).toBe(other);
    expect(byDay.has('2026-02-05')).toBe(false);
    expect(pendingCorrectionsByDay([], 'UTC').size).toBe(0);
  });
});

describe('My attendance: the hours of a day', () => {
  it('shows a day still to come as expected, not as worked 0:00 of its hours', () => {
    const upcoming = day({ status: AttendanceDayStatus.Upcoming, expectedMinutes: 480, workedMinutes: 0 });
    expect(dayHours(upcoming)).toEqual({ expected: 480 });
    // Today with a punch (still to come until it ends): what is worked so far, of what is expected.
    expect(dayHours({ ...upcoming, records: [record], workedMinutes: 120 })).toEqual({
      worked: 120,
      expected: 480,
    });
    // A past day without a punch is a shortfall, said as such.
    expect(dayHours(day({ status: AttendanceDayStatus.Absent, expectedMinutes: 480 }))).toEqual({
      worked: 0,
      expected: 480,
    });
    expect(dayHours(day({ status: AttendanceDayStatus.RestDay, expectedMinutes: 0 }))).toBeNull();
    expect(dayHours(day({ status: AttendanceDayStatus.Upcoming, expectedMinutes: 0 }))).toBeNull();
  });
});
