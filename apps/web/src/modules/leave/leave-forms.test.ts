import { createLeaveAllocationInput, LeaveRequestUnit } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n.ts';
import ar from '../../locales/ar/leave.json' with { type: 'json' };
import en from '../../locales/en/leave.json' with { type: 'json' };
import { formatDaysHours } from './leave-figures.ts';
import {
  allocationFormValues,
  allocationInput,
  validityTooLong,
} from './pages/leave-allocations/allocation-form.ts';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { leave: en }, ar: { leave: ar } },
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
  });
});

const values = {
  leaveTypeId: '0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b',
  employeeId: '0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5c',
  validity: ['2026-01-01', '2026-12-31'] as const,
  numberOfDays: 12,
  numberOfHours: 6,
};

describe('allocationInput', () => {
  it('sends the range as its two dates and 0 for the figure an Hours or Days type does not count', () => {
    const hours = allocationInput(values, { requestUnit: LeaveRequestUnit.Hours });
    expect(hours).toMatchObject({ validityFrom: '2026-01-01', validityTo: '2026-12-31' });
    expect([hours.numberOfDays, hours.numberOfHours]).toEqual([0, 6]);
    const days = allocationInput(values, { requestUnit: LeaveRequestUnit.Days });
    expect([days.numberOfDays, days.numberOfHours]).toEqual([12, 0]);
    const both = allocationInput(values, { requestUnit: LeaveRequestUnit.DaysAndHours });
    expect([both.numberOfDays, both.numberOfHours]).toEqual([12, 6]);
  });

  it('gives a body the contract takes, and one it refuses when nothing is left to allocate', () => {
    expect(createLeaveAllocationInput.safeParse(allocationInput(values, undefined)).success).toBe(true);
    const nothing = createLeaveAllocationInput.safeParse(
      allocationInput({ ...values, numberOfHours: 0 }, { requestUnit: LeaveRequestUnit.Hours }),
    );
    expect(nothing.error?.issues[0]?.message).toBe('Leave:NothingAllocated');
  });

  it('reads an allocation back into the form with its validity as one range', () => {
    const dto = {
      ...values,
      validityFrom: '2026-01-01',
      validityTo: '2026-12-31',
    } as unknown as Parameters<typeof allocationFormValues>[0];
    expect(allocationFormValues(dto).validity).toEqual(['2026-01-01', '2026-12-31']);
  });
});

describe('validityTooLong', () => {
  it('allows a year and a day (366 days) and no more', () => {
    expect(validityTooLong(['2028-01-01', '2028-12-31'])).toBe(false);
    expect(validityTooLong(['2026-01-01', '2027-01-01'])).toBe(false);
    expect(validityTooLong(['2026-01-01', '2027-01-02'])).toBe(true);
  });
});

describe('formatDaysHours', () => {
  it('says the figures the type counts', () => {
    expect(formatDaysHours(LeaveRequestUnit.Hours, 3, 16)).toBe('16 hours');
    expect(formatDaysHours(LeaveRequestUnit.Days, 1, 16)).toBe('1 day');
    expect(formatDaysHours(LeaveRequestUnit.DaysAndHours, 2.5, 1)).toBe('2.5 days, 1 hour');
  });

  it('says two days and two hours with the Arabic dual, not "2 يوم"', async () => {
    await i18n.changeLanguage('ar');
    try {
      expect(formatDaysHours(LeaveRequestUnit.DaysAndHours, 2, 2)).toBe('يومان، ساعتان');
      expect(formatDaysHours(LeaveRequestUnit.Days, 1, 0)).toBe('يوم واحد');
      expect(formatDaysHours(LeaveRequestUnit.Days, 3, 0)).toBe('3 أيام');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
