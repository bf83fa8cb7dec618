import { type PayslipItemDto, ValueBasedOn } from '@hr/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import ar from '../../../locales/ar/payslips.json' with { type: 'json' };
import en from '../../../locales/en/payslips.json' with { type: 'json' };
import { PayslipItemsExplanation } from './PayslipItemsExplanation.tsx';
import { lineExplanation, payslipMonth } from './payslip-figures.ts';

beforeAll(async () => {
  // The components read i18next through react-i18next, as in the app.
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { payslips: en }, ar: { payslips: ar } },
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
  });
});

/** The server's answer for the hand-computed penalty line (apps/server/src/modules/payroll/payslip.test.ts). */
const penalty: PayslipItemDto = {
  sequence: 5,
  code: 'PENALTY',
  name: 'Penalties',
  nameEn: 'Penalties',
  nameAr: 'الجزاءات',
  categoryCode: 'DED',
  categoryName: 'Deductions',
  amount: '123.46',
  explanation: {
    condition: 'PENALTY_COUNT > 0',
    valueBasedOn: ValueBasedOn.Code,
    formula: 'BASIC * PENALTY_PERCENT / 100',
    fixedAmount: null,
    variables: [
      { name: 'BASIC', value: '1234.56' },
      { name: 'PENALTY_PERCENT', value: '10.00' },
      { name: 'PENALTY_COUNT', value: '1' },
    ],
  },
};

const transport: PayslipItemDto = {
  ...penalty,
  sequence: 3,
  code: 'TRANSPORT',
  amount: '150.00',
  explanation: {
    condition: null,
    valueBasedOn: ValueBasedOn.FixedAmount,
    formula: null,
    fixedAmount: '150.00',
    variables: [],
  },
};

const render = (item: PayslipItemDto, currencyCode = 'USD') =>
  renderToStaticMarkup(createElement(PayslipItemsExplanation, { item, currencyCode }));

/** The text of the element carrying a data-testid, and its opening tag. */
function part(html: string, testId: string): { tag: string; text: string } | null {
  const match = new RegExp(`(<[a-z]+[^>]*data-testid="${testId}"[^>]*>)(.*?)</`, 's').exec(html);
  return match ? { tag: match[1] ?? '', text: match[2] ?? '' } : null;
}

/** Markup without its tags. */
const text = (html: string | undefined) => html?.replace(/<[^>]*>/g, '');

describe('the explanation of a payslip line', () => {
  it('shows the condition and the formula as code, left to right, and every variable with its value', async () => {
    for (const language of ['en', 'ar'] as const) {
      await i18n.changeLanguage(language);
      const html = render(penalty);
      const condition = part(html, 'payslip-item-condition');
      const formula = part(html, 'payslip-item-formula');
      expect(condition?.text).toBe('PENALTY_COUNT &gt; 0');
      expect(formula?.text).toBe('BASIC * PENALTY_PERCENT / 100');
      // In Arabic too: a formula is not Arabic text.
      expect(formula?.tag).toContain('dir="ltr"');
      expect(formula?.tag).toMatch(/font-family:ui-monospace/);
      expect(condition?.tag).toContain('dir="ltr"');
      const variables = [...html.matchAll(/<tr[^>]*data-row-key="([^"]+)"[^>]*>(.*?)<\/tr>/gs)].map(
        ([, name, row]) => [name, /<bdi dir="ltr">([^<]*)<\/bdi>/.exec(row ?? '')?.[1]],
      );
      expect(variables).toEqual([
        ['BASIC', '1234.56'],
        ['PENALTY_PERCENT', '10.00'],
        ['PENALTY_COUNT', '1'],
      ]);
      expect(html).not.toContain('payslip-item-fixed-amount');
    }
    await i18n.changeLanguage('ar');
    expect(render(penalty)).toContain('الشرط:');
    await i18n.changeLanguage('en');
    expect(render(penalty)).toContain('Condition:');
  });

  it('shows a fixed amount with its currency, a rule that always applies, and no variable table', async () => {
    await i18n.changeLanguage('en');
    const html = render(transport, 'IQD');
    // The one money rule (format.ts): the amount with its currency's places, then the code.
    expect(text(part(html, 'payslip-item-fixed-amount')?.text)).toBe('150.00\u00a0IQD');
    expect(html).toContain('None, the rule always applies');
    expect(html).toContain('The rule reads no variable.');
    expect(html).not.toContain('payslip-item-formula');
    expect(html).not.toContain('payslip-item-condition');
    expect(html).not.toContain('payslip-item-variables');
  });

  it('follows what the rule was based on, and takes a blank condition for none', () => {
    expect(lineExplanation(penalty)).toMatchObject({
      formula: penalty.explanation.formula,
      fixedAmount: null,
    });
    expect(
      lineExplanation({
        explanation: { ...transport.explanation, condition: '  ', formula: 'stale', fixedAmount: '150.00' },
      }),
    ).toMatchObject({ condition: null, formula: null, fixedAmount: '150.00' });
  });
});

describe('payslip figures', () => {
  it('names the month of a period that is exactly one calendar month', () => {
    expect(payslipMonth({ startDate: '2026-10-01', endDate: '2026-10-31' }, 'en')).toBe('October 2026');
    expect(payslipMonth({ startDate: '2028-02-01', endDate: '2028-02-29' }, 'en')).toBe('February 2028');
    expect(payslipMonth({ startDate: '2026-10-01', endDate: '2026-10-30' }, 'en')).toBeNull();
    expect(payslipMonth({ startDate: '2026-10-15', endDate: '2026-11-14' }, 'en')).toBeNull();
    expect(payslipMonth({ startDate: '2026-10-01', endDate: '2026-10-31' }, 'ar')).toMatch(/2026/);
  });
});
