import { AttendanceDayStatus } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import { formatMinutes } from '../../../../components/format.ts';
import { attendanceDay as day } from './attendance-day.fixture.ts';
import {
  daysBetween,
  daysTotals,
  daysViewRange,
  leaveOfDay,
  minutesOrDash,
  weekdayName,
} from './attendance-days.ts';

const leave = (leaveTypeName: string, minutes: number, days = 0, isPaid = true) => ({
  leaveRequestId: crypto.randomUUID(),
  leaveTypeName,
  isPaid,
  days,
  minutes,
});

describe('attendance days view', () => {
  it('shows minutes as h:mm', () => {
    expect(formatMinutes(450)).toBe('7:30');
    expect(formatMinutes(5)).toBe('0:05');
    expect(formatMinutes(0)).toBe('0:00');
    expect(formatMinutes(600)).toBe('10:00');
    expect(formatMinutes(-90)).toBe('-1:30');
    expect(minutesOrDash(0)).toBe('—');
    expect(minutesOrDash(61)).toBe('1:01');
  });

  it('asks for the chosen range, or this month on the tenant calendar; more than 62 days is too long', () => {
    // 2026-03-31 22:30 UTC is already April in Riyadh (UTC+3).
    const now = Date.parse('2026-03-31T22:30:00Z');
    expect(daysViewRange(null, 'Asia/Riyadh', now)).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
      tooLong: false,
    });
    expect(daysViewRange(null, 'UTC', now)).toMatchObject({ from: '2026-03-01', to: '2026-03-31' });
    expect(daysViewRange(['2026-01-01', '2026-03-03'], 'UTC', now).tooLong).toBe(false);
    expect(daysViewRange(['2026-01-01', '2026-03-04'], 'UTC', now).tooLong).toBe(true);
    expect(daysBetween('2026-02-27', '2026-03-01')).toBe(3);
    expect(daysBetween('2026-02-02', '2026-02-02')).toBe(1);
  });

  it('names weekdays in the language', () => {
    expect([0, 1, 6].map((d) => weekdayName(d, 'en'))).toEqual(['Sun', 'Mon', 'Sat']);
    expect(weekdayName(5, 'ar')).toBe('الجمعة');
  });

  it("sums a day's leave by type, a day request's counted day as a whole day", () => {
    expect(
      leaveOfDay(day({ leave: [leave('Annual', 240), leave('Annual', 60), leave('Sick', 480, 1, false)] })),
    ).toEqual([
      { leaveTypeName: 'Annual', isPaid: true, minutes: 300, wholeDay: false },
      { leaveTypeName: 'Sick', isPaid: false, minutes: 480, wholeDay: true },
    ]);
    expect(leaveOfDay(day())).toEqual([]);
  });

  it('totals the days shown', () => {
    expect(
      daysTotals([
        day({ workedMinutes: 400, missingMinutes: 80, lateMinutes: 10 }),
        day({ leave: [leave('Annual', 240)], workedMinutes: 240, earlyLeaveMinutes: 5 }),
        day({ expectedMinutes: 0, status: AttendanceDayStatus.RestDay }),
      ]),
    ).toEqual({
      expectedMinutes: 960,
      workedMinutes: 640,
      leaveMinutes: 240,
      missingMinutes: 80,
      lateMinutes: 10,
      earlyLeaveMinutes: 5,
    });
  });
});
