import { errorCatalog, maxPayslipDays } from '@hr/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../../app/i18n.ts';
import common from '../../../../locales/en/common.json' with { type: 'json' };
import { defaultPayslipPeriod, generatePayslipBody, periodDays, periodProblem } from './payslip-form.ts';

beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: {
      en: {
        common,
        errors: Object.fromEntries(
          Object.entries(errorCatalog).map(([code, text]) => [code, text.en.replace(/\{(\w+)\}/g, '{{$1}}')]),
        ),
      },
    },
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
  });
});

/** The message the dialog shows under the period. */
const said = (range: Parameters<typeof periodProblem>[0]) => {
  const problem = periodProblem(range);
  return problem ? i18n.t(problem.code, problem.params) : null;
};

const employeeId = '0190a3b2-7c1d-7e4f-8a9b-0c1d2e3f4a5b';

describe('the Add dialog’s period', () => {
  it('is required', () => {
    expect(said(null)).toBe('This field is required');
    expect(said(undefined)).toBe('This field is required');
    expect(said(['', ''])).toBe('This field is required');
  });

  it('refuses an end before the start and more than a year and a day, in the server’s words', () => {
    expect(said(['2026-10-31', '2026-10-01'])).toBe(
      'The end date must not be before the start date (2026-10-31).',
    );
    expect(periodDays(['2028-01-01', '2028-12-31'])).toBe(maxPayslipDays);
    expect(said(['2028-01-01', '2028-12-31'])).toBeNull();
    expect(said(['2026-01-01', '2027-01-02'])).toBe(`A payslip covers at most ${maxPayslipDays} days.`);
    expect(said(['2026-10-01', '2026-10-01'])).toBeNull();
  });

  it('defaults to last month on the tenant’s calendar, not the browser’s', () => {
    // 1 March 01:00 in Damascus (UTC+3) is still 28 February in UTC, and in New York.
    const now = Date.parse('2026-02-28T22:00:00Z');
    expect(defaultPayslipPeriod('Asia/Damascus', now)).toEqual(['2026-02-01', '2026-02-28']);
    expect(defaultPayslipPeriod('America/New_York', now)).toEqual(['2026-01-01', '2026-01-31']);
    // January's last month is the December before.
    expect(defaultPayslipPeriod('UTC', Date.parse('2027-01-15T12:00:00Z'))).toEqual([
      '2026-12-01',
      '2026-12-31',
    ]);
  });
});

describe('generatePayslipBody', () => {
  it('sends the employee and the range’s two dates', () => {
    expect(generatePayslipBody({ employeeId, period: ['2026-10-01', '2026-10-31'] })).toEqual({
      employeeId,
      startDate: '2026-10-01',
      endDate: '2026-10-31',
    });
  });

  it('is refused by the contract without an employee or a period, so nothing is sent', () => {
    expect(() => generatePayslipBody({ period: ['2026-10-01', '2026-10-31'] })).toThrow();
    expect(() => generatePayslipBody({ employeeId, period: null })).toThrow();
    expect(() =>
      generatePayslipBody({ employeeId: 'someone', period: ['2026-10-01', '2026-10-31'] }),
    ).toThrow();
  });
});
