import { AttendanceDayStatus, WorkEntrySource } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import type { PayrollDay } from '../time/attendance/attendance-days.ts';
import { monthDays } from './formula/index.ts';
import { contractDays, timeInputs } from './payroll-inputs.ts';
import { payslipTotals } from './payslip.items.ts';

function day(
  status: number,
  expectedMinutes: number,
  workedMinutes = 0,
  leaveMinutes = 0,
  hasRecords = workedMinutes > 0,
): PayrollDay {
  return { date: '2026-10-01', status, expectedMinutes, workedMinutes, leaveMinutes, hasRecords };
}

const S = AttendanceDayStatus;
/** A week: worked 9 h of 8, worked 8, absent, 2 h of leave and 6 worked, a rest day worked 3 h, a holiday. */
const week = [
  day(S.Worked, 480, 540),
  day(S.Worked, 480, 480),
  day(S.Absent, 480),
  day(S.Worked, 480, 360, 120),
  day(S.RestDay, 0, 180),
  day(S.Holiday, 0),
  day(S.OnLeave, 480, 0, 480, false),
];

describe('time inputs', () => {
  it('from attendance: worked days with records, absence, overtime beyond the expected time', () => {
    expect(timeInputs(week, WorkEntrySource.Attendance, true)).toEqual({
      SCHEDULED_DAYS: '5',
      SCHEDULED_HOURS: '40.00',
      WORKED_DAYS: '4',
      WORKED_HOURS: '26.00',
      ABSENCE_DAYS: '1',
      OVERTIME_HOURS: '1.00',
    });
  });

  it('from the working schedule, not tracked by attendance: the expected time less leave, no absence or overtime', () => {
    expect(timeInputs(week, WorkEntrySource.WorkingSchedule, false)).toEqual({
      SCHEDULED_DAYS: '5',
      SCHEDULED_HOURS: '40.00',
      WORKED_DAYS: '4',
      WORKED_HOURS: '30.00',
      ABSENCE_DAYS: '0',
      OVERTIME_HOURS: '0.00',
    });
  });

  it('from the working schedule, tracked by attendance: a day over without records or leave is absent, not worked; time beyond a day is overtime', () => {
    expect(timeInputs(week, WorkEntrySource.WorkingSchedule, true)).toEqual({
      SCHEDULED_DAYS: '5',
      SCHEDULED_HOURS: '40.00',
      WORKED_DAYS: '3',
      WORKED_HOURS: '22.00',
      ABSENCE_DAYS: '1',
      OVERTIME_HOURS: '1.00',
    });
  });

  it('keeps hours to two places', () => {
    expect(timeInputs([day(S.Worked, 440, 440)], WorkEntrySource.Attendance, true).WORKED_HOURS).toBe('7.33');
  });
});

describe('contract and month days', () => {
  it('MONTH_DAYS: the days of the month the date lies in', () => {
    expect(
      ['2026-01-31', '2026-02-01', '2024-02-10', '2026-04-30', '2026-07-01', '2026-12-31'].map(monthDays),
    ).toEqual([31, 28, 29, 30, 31, 31]);
  });

  it('CONTRACT_DAYS: the days of the period the contracts cover, each cut to it', () => {
    const july = { start: '2026-07-01', end: '2026-07-31' };
    expect(contractDays(july, [{ start: '2025-01-01', end: '2027-12-31' }])).toBe(31);
    expect(contractDays(july, [{ start: '2026-07-15', end: null }])).toBe(17);
    expect(contractDays(july, [{ start: '2025-01-01', end: '2026-07-10' }])).toBe(10);
    expect(
      contractDays({ start: '2026-07-01', end: '2026-07-01' }, [{ start: '2026-01-01', end: null }]),
    ).toBe(1);
    // A renewal and a gap: 1st..10th and 21st..31st.
    expect(
      contractDays(july, [
        { start: '2026-07-21', end: '2026-12-31' },
        { start: '2026-01-01', end: '2026-07-10' },
      ]),
    ).toBe(21);
    expect(contractDays(july, [{ start: '2026-08-01', end: null }])).toBe(0);
    // Across months: every day of the period counts.
    expect(
      contractDays({ start: '2026-07-16', end: '2026-08-15' }, [{ start: '2026-01-01', end: null }]),
    ).toBe(31);
  });
});

describe('totals', () => {
  it('reads GROSS, DED and NET whatever their case', () => {
    expect(payslipTotals({ gross: '1500.00', Ded: '100.50', net: '1399.50', BASIC: '1000.00' }, 2)).toEqual({
      gross: '1500.00',
      deductions: '100.50',
      net: '1399.50',
    });
  });

  it('without GROSS and NET: BASIC + ALW, and gross − deductions', () => {
    expect(payslipTotals({ BASIC: '1000.000', ALW: '250.500', DED: '50.250' }, 3)).toEqual({
      gross: '1250.500',
      deductions: '50.250',
      net: '1200.250',
    });
    expect(payslipTotals({}, 0)).toEqual({ gross: '0', deductions: '0', net: '0' });
  });
});
