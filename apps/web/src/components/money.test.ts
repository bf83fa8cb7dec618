import { describe, expect, it } from 'vitest';
import { formatAmountText, formatMoney, numberSeparators, parseAmountText } from './money.ts';

const en = numberSeparators('en');
const ar = numberSeparators('ar');

describe('formatAmountText', () => {
  it('groups the whole part and pads the fraction, exactly', () => {
    expect(formatAmountText('1500.5', en)).toBe('1,500.50');
    expect(formatAmountText('1234567890123456.78', en)).toBe('1,234,567,890,123,456.78');
    expect(formatAmountText('0', en)).toBe('0.00');
    expect(formatAmountText('.5', en)).toBe('0.50');
    expect(formatAmountText('007', en)).toBe('7.00');
    expect(formatAmountText(12, en, 3)).toBe('12.000');
    expect(formatAmountText('12.345', en, 0)).toBe('12');
  });

  it('writes Arabic with the signs of the Arabic locale and Latin digits', () => {
    const text = formatAmountText('1234567.5', ar);
    expect(text).toBe(`1${ar.group}234${ar.group}567${ar.decimal}50`);
    expect(text).not.toMatch(/[\u0660-\u0669]/u);
  });

  it('leaves empty and non-decimal text alone', () => {
    expect(formatAmountText('', en)).toBe('');
    expect(formatAmountText(null, en)).toBe('');
    expect(formatAmountText('abc', en)).toBe('abc');
  });
});

describe('parseAmountText', () => {
  it('reads the text of a language back as the API decimal', () => {
    expect(parseAmountText('1,500.50', en)).toBe('1500.50');
    expect(parseAmountText(formatAmountText('1234567.5', ar), ar)).toBe('1234567.50');
    expect(parseAmountText(' 2 500 ', en)).toBe('2500');
  });

  it('reads Arabic-Indic digits and Arabic separators', () => {
    expect(parseAmountText('١٬٥٠٠٫٢٥', ar)).toBe('1500.25');
    expect(parseAmountText('۱۲۳', en)).toBe('123');
  });

  it('is empty for nothing typed', () => {
    expect(parseAmountText('', en)).toBe('');
    expect(parseAmountText(undefined, en)).toBe('');
  });
});

describe('formatMoney (display)', () => {
  it('formats decimal strings from the wire without losing cents, in both languages', () => {
    expect(formatMoney('9999999999999999.99', { language: 'en' })).toBe('9,999,999,999,999,999.99');
    expect(formatMoney('1500.5', { language: 'ar' })).toBe(formatAmountText('1500.5', ar));
  });
});
