import { FinancialPeriodState } from '@hr/contracts';
import { describe, expect, it } from 'vitest';
import {
  canAddPeriod,
  closableFrom,
  isSelectableDay,
  joinAccountCode,
  nextPeriodStart,
  typedPartOfCode,
} from './finance-forms.ts';

describe('account code', () => {
  const prefixes = ['1', '11', '1101', '2101'];
  it('joins the prefix and the typed part', () => {
    expect(joinAccountCode('1101', '001')).toBe('1101001');
    expect(joinAccountCode('1101', ' 7 ')).toBe('11017');
    expect(joinAccountCode(undefined, '5')).toBe('5');
  });
  it('splits a loaded code after the longest known prefix', () => {
    expect(typedPartOfCode('1101001', prefixes)).toBe('001');
    expect(typedPartOfCode('2101', prefixes)).toBe('');
    expect(typedPartOfCode('9001', prefixes)).toBe('9001');
  });
  it("uses the account's own prefix while the chart is not loaded", () => {
    expect(typedPartOfCode('1101001', [], '1101')).toBe('001');
    expect(typedPartOfCode('1101001', [])).toBe('1101001');
  });
  it('gives back the code it split', () => {
    for (const code of ['1101001', '110', '2101999'])
      expect(
        joinAccountCode(
          code.slice(0, code.length - typedPartOfCode(code, prefixes).length),
          typedPartOfCode(code, prefixes),
        ),
      ).toBe(code);
  });
});

describe('isSelectableDay', () => {
  it('refuses days after today', () => {
    expect(isSelectableDay('2026-11-26', '2026-11-26')).toBe(true);
    expect(isSelectableDay('2026-11-27', '2026-11-26')).toBe(false);
    expect(isSelectableDay('2025-01-01', '2026-11-26')).toBe(true);
  });
  it('keeps within the bounds', () => {
    const bounds = { from: '2026-01-01', to: '2026-12-31' };
    expect(isSelectableDay('2025-12-31', '2026-11-26', bounds)).toBe(false);
    expect(isSelectableDay('2026-01-01', '2026-11-26', bounds)).toBe(true);
    expect(isSelectableDay('2026-12-01', '2026-11-26', bounds)).toBe(false);
    expect(isSelectableDay('2025-06-30', '2026-11-26', { from: '2025-01-01', to: '2025-06-30' })).toBe(true);
  });
});

describe('fiscal periods page', () => {
  it('hides Add while an Opened period is shown', () => {
    expect(canAddPeriod([])).toBe(true);
    expect(canAddPeriod([{ financialPeriodState: FinancialPeriodState.Closed }])).toBe(true);
    expect(
      canAddPeriod([
        { financialPeriodState: FinancialPeriodState.Closed },
        { financialPeriodState: FinancialPeriodState.Opened },
      ]),
    ).toBe(false);
  });
  it('starts the next period the day after the latest end', () => {
    expect(nextPeriodStart([{ endDate: '2025-12-31' }, { endDate: '2024-12-31' }])).toBe('2026-01-01');
    expect(nextPeriodStart([{ endDate: '2028-02-28' }])).toBe('2028-02-29');
    expect(nextPeriodStart([])).toBeUndefined();
  });
});

describe('closing a fiscal period', () => {
  it('may close from the day after the period ends, on the tenant’s calendar', () => {
    const period = { endDate: '2026-12-31' };
    expect(closableFrom(period, '2026-12-06')).toEqual({ from: '2027-01-01', closable: false });
    expect(closableFrom(period, '2026-12-31')).toEqual({ from: '2027-01-01', closable: false });
    expect(closableFrom(period, '2027-01-01')).toEqual({ from: '2027-01-01', closable: true });
  });
});
