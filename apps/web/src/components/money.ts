import type { LanguageCode } from '@hr/contracts';
import { getLanguage, intlLocale } from '../app/language.ts';

// Money travels as decimal strings ("1500.50", PostgreSQL numeric): these turn them into the text of a
// language and back without ever going through a binary float. Displaying a stored amount is
// `formatMoney` (format.ts); these serve the amount input.

export { formatMoney, type MoneyFormatOptions } from './format.ts';

export interface NumberSeparators {
  group: string;
  decimal: string;
}

/** Read once per language: an amount input asks at every render. */
const separators = new Map<LanguageCode, NumberSeparators>();

/** The grouping and decimal signs of a language (Latin digits in both languages). */
export function numberSeparators(language: LanguageCode = getLanguage()): NumberSeparators {
  let found = separators.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(intlLocale(language)).formatToParts(1234567.5);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separators.set(language, found);
  }
  return found;
}

const decimalPattern = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * A decimal string as the language writes it, with exactly `decimals` places (padded; longer fractions
 * are cut, not rounded: the input rounds before it formats). Anything not a decimal is returned as is.
 */
export function formatAmountText(
  value: string | number | null | undefined,
  separators: NumberSeparators,
  decimals = 2,
): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const match = decimalPattern.exec(text);
  if (!text || !match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  const grouped = (whole.replace(/^0+(?=\d)/, '') || '0').replace(/\B(?=(\d{3})+(?!\d))/g, separators.group);
  const places = fraction.padEnd(decimals, '0').slice(0, decimals);
  return `${sign}${grouped}${decimals > 0 ? `${separators.decimal}${places}` : ''}`;
}

const arabicIndicZero = 0x0660;
const easternArabicIndicZero = 0x06f0;

/**
 * What a user typed, as the decimal string the API takes: group signs and spaces dropped, the language's
 * decimal sign (and the Arabic one, ٫) read as '.', Arabic-Indic digits read as Latin ones.
 */
export function parseAmountText(text: string | null | undefined, separators: NumberSeparators): string {
  if (!text) return '';
  let digits = '';
  for (const char of text.trim()) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= arabicIndicZero && code <= arabicIndicZero + 9) digits += String(code - arabicIndicZero);
    else if (code >= easternArabicIndicZero && code <= easternArabicIndicZero + 9)
      digits += String(code - easternArabicIndicZero);
    else if (char === separators.decimal || char === '\u066b') digits += '.';
    else if (char === separators.group || char === '\u066c' || /\s/u.test(char)) continue;
    else digits += char;
  }
  return digits;
}
