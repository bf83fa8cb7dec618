import { describe, expect, it } from 'vitest';
import {
  addYears,
  createHolidayInput,
  getHolidayCalendarInput,
  updateHolidayInput,
} from './holiday.contract.ts';

describe('addYears', () => {
  it('keeps the day, or takes the month’s last where the year has none', () => {
    expect(addYears('2025-03-07', 1)).toBe('2026-03-07');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-12-31', 1)).toBe('2026-12-31');
    expect(addYears('1900-01-01', 1099)).toBe('2999-01-01');
  });
});

describe('the holiday schemas', () => {
  const messages = (r: {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  }) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

  it('take either spelling of the flag and answer one', () => {
    const spelled = createHolidayInput.parse({ name: 'Eid', isReOccuring: true, from: '2026-03-20' });
    expect(spelled).toEqual({ name: 'Eid', isReOccurring: true, from: '2026-03-20', to: '2026-03-20' });
    expect(createHolidayInput.parse({ name: 'Eid', from: '2026-03-20' }).isReOccurring).toBe(false);
    expect(
      createHolidayInput.parse({ name: 'Eid', isReOccurring: false, isReOccuring: true, from: '2026-03-20' })
        .isReOccurring,
    ).toBe(false);
    expect(
      updateHolidayInput.parse({ name: ' Eid ', from: '2026-03-20', to: '', concurrencyStamp: 'x' }),
    ).toEqual({
      name: 'Eid',
      isReOccurring: false,
      from: '2026-03-20',
      to: '2026-03-20',
      concurrencyStamp: 'x',
    });
  });

  it('refuse an end before the start on both fields, and a re-occurring holiday of a year or more', () => {
    expect(
      messages(createHolidayInput.safeParse({ name: 'x', from: '2026-03-20', to: '2026-03-19' })),
    ).toEqual(['from: Time:InvalidFromDate', 'to: Time:InvalidToDate']);
    expect(
      messages(
        createHolidayInput.safeParse({
          name: 'x',
          isReOccurring: true,
          from: '2024-02-29',
          to: '2025-02-28',
        }),
      ),
    ).toEqual(['to: Time:ReOccurringHolidayTooLong']);
    expect(
      createHolidayInput.safeParse({ name: 'x', isReOccurring: true, from: '2024-02-29', to: '2025-02-27' })
        .success,
    ).toBe(true);
    expect(messages(getHolidayCalendarInput.safeParse({ from: '2026-02-01', to: '2026-01-31' }))).toEqual([
      'from: Time:InvalidFromDate',
      'to: Time:InvalidToDate',
    ]);
  });
});
