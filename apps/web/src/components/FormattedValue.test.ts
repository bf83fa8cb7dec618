import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormattedValue, type FormattedValueProps } from './FormattedValue.tsx';

const html = (props: FormattedValueProps) => renderToStaticMarkup(createElement(FormattedValue, props));

/** The session language, as the app stores it. */
const speak = (lang: string) => vi.stubGlobal('localStorage', { getItem: () => lang });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a formatted value', () => {
  it('is one piece in the language direction: dates, ranges and amounts by the one rule', () => {
    speak('en');
    expect(html({ kind: 'date', value: '2026-12-06' })).toBe(
      '<span class="formatted-value" dir="ltr">2026/12/06</span>',
    );
    expect(html({ kind: 'dateRange', value: ['2026-10-01', '2026-10-31'] })).toBe(
      '<span class="formatted-value" dir="ltr">2026/10/01 – 2026/10/31</span>',
    );
    expect(html({ kind: 'money', value: '206571.18', currency: 'USD' })).toBe(
      '<span class="formatted-value" dir="ltr">206,571.18\u00a0USD</span>',
    );
  });

  it('takes the right-to-left direction in Arabic, whatever its container says', () => {
    speak('ar');
    const money = html({ kind: 'money', value: '4280.00', currency: 'USD' });
    expect(money).toMatch(/^<span class="formatted-value" dir="rtl">\u200f4.280.00\u200f\u00a0USD<\/span>$/u);
    expect(html({ kind: 'date', value: '2026-12-06' })).toBe(
      '<span class="formatted-value" dir="rtl">2026/12/06</span>',
    );
  });

  it('is a dash when there is nothing to show', () => {
    speak('en');
    expect(html({ kind: 'date', value: null })).toBe('—');
    expect(html({ kind: 'money', value: '', currency: 'USD' })).toBe('—');
    expect(html({ kind: 'dateRange', value: [null, null] })).toBe('—');
  });
});
