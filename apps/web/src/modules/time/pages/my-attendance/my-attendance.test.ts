import { type AttendanceDayDto, AttendanceDayStatus } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { attendanceDay as day } from '../attendance/attendance-day.fixture.ts';
import {
  correctable,
  correctionOfDayPath,
  isStillIn,
  monthLabel,
  monthOf,
  monthOfParam,
  monthRange,
  monthSummary,
  needsAttention,
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
    const s = monthSummary([
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
    expect(monthSummary([])).toEqual({
      presentDays: 0,
      absentDays: 0,
      lateDays: 0,
      lateMinutes: 0,
      workedMinutes: 0,
      dueMinutes: 0,
    });
  });
});
