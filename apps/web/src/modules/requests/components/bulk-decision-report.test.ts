import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../app/api-error.ts';
import ar from '../../../locales/ar/requests.json' with { type: 'json' };
import en from '../../../locales/en/requests.json' with { type: 'json' };
import { bulkDecisionReport } from './bulk-decision-report.ts';

let tEn: TFunction;
let tAr: TFunction;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { requests: en }, ar: { requests: ar } },
    ns: ['requests'],
    defaultNS: 'requests',
    interpolation: { escapeValue: false },
  });
  tEn = i18n.getFixedT('en', 'requests');
  tAr = i18n.getFixedT('ar', 'requests');
});

const names = Array.from({ length: 13 }, (_, i) => `Employee ${i + 1}`);

describe('bulkDecisionReport', () => {
  it('says how many succeeded and, for each failure, the request and the server’s message', () => {
    const outcome = {
      done: names.slice(0, 12),
      failed: [{ item: names[12]!, error: new ApiError(422, 'The task is already closed.') }],
    };
    expect(bulkDecisionReport(tEn, 'approve', outcome, (n) => n)).toEqual({
      summary: '12 approved, 1 failed',
      failures: ['Employee 13 — The task is already closed.'],
    });
    expect(bulkDecisionReport(tAr, 'approve', outcome, (n) => n).summary).toBe(
      'تمت الموافقة على 12 طلبًا، وتعذّر طلب واحد',
    );
  });

  it('says the count alone when nothing failed, and a plain message for an error without one', () => {
    expect(bulkDecisionReport(tEn, 'reject', { done: ['x'], failed: [] }, (n) => n)).toEqual({
      summary: '1 rejected',
      failures: [],
    });
    const report = bulkDecisionReport(
      tEn,
      'reject',
      { done: [], failed: [{ item: 'y', error: 'x' }] },
      (n) => n,
    );
    expect(report.summary).toBe('0 rejected, 1 failed');
    expect(report.failures).toEqual(['y — The request could not be completed.']);
  });
});
