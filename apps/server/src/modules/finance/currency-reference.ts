import * as currencyCodes from 'currency-codes';
import { currencyLabels } from './currency-labels.ts';
import type { currencies } from './finance.tables.ts';

export type CurrencyRow = typeof currencies.$inferInsert;

/**
 * ISO 4217 codes that are not money a business keeps accounts in: precious metals (XAU, XAG, XPD, XPT), the
 * bond-market units (XBA..XBD), the SDR (XDR), the Sucre (XSU), the ADB unit (XUA), the testing code (XTS),
 * "no currency" (XXX), and the fund codes ISO lists beside their country's currency (BOV, CHE, CHW, CLF,
 * COU, MXV, USN, UYI, UYW). The currency-codes package lists them without marking them, so they are named.
 */
export const excludedCurrencyCodes: ReadonlySet<string> = new Set([
  'XAU',
  'XAG',
  'XPD',
  'XPT',
  'XBA',
  'XBB',
  'XBC',
  'XBD',
  'XDR',
  'XSU',
  'XUA',
  'XTS',
  'XXX',
  'BOV',
  'CHE',
  'CHW',
  'CLF',
  'COU',
  'MXV',
  'USN',
  'UYI',
  'UYW',
]);

const languages = ['en', 'ar'] as const;
const displayNames = Object.fromEntries(
  languages.map((l) => [l, new Intl.DisplayNames([l], { type: 'currency' })]),
) as Record<(typeof languages)[number], Intl.DisplayNames>;

/** Intl's narrow symbol in a language ("$", "ر.س."), or the code when Intl has none. */
function intlSymbol(language: string, code: string): string {
  try {
    const part = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
      .formatToParts(1)
      .find((p) => p.type === 'currency')?.value;
    return part?.trim() || code;
  } catch {
    return code;
  }
}

/** The generic label of a minor unit without a name of its own: "1/100" for 2 decimal places. */
export const genericSubUnit = (decimalPlaces: number) => `1/${10 ** decimalPlaces}`;

/**
 * Every ISO 4217 currency as the reference table holds it: the code and decimal places from
 * currency-codes (not Intl, whose digits differ for IQD, LBP and others), names from Intl.DisplayNames,
 * symbols and labels from currency-labels.ts or else Intl (symbol: narrow symbol or the code; unit: the
 * display name; sub-unit: "1/100"-style, none for 0 decimal places).
 */
export function currencyReferenceRows(): CurrencyRow[] {
  const seen = new Set<string>();
  const rows: CurrencyRow[] = [];
  for (const entry of currencyCodes.data) {
    const code = entry.code;
    if (excludedCurrencyCodes.has(code) || seen.has(code) || !/^[A-Z]{3}$/.test(code)) continue;
    seen.add(code);
    const decimalPlaces = entry.digits;
    const labels = currencyLabels[code];
    const nameEn = displayNames.en.of(code) ?? entry.currency;
    const nameAr = displayNames.ar.of(code) ?? nameEn;
    const subUnit =
      decimalPlaces === 0
        ? null
        : (labels?.subUnit ?? [genericSubUnit(decimalPlaces), genericSubUnit(decimalPlaces)]);
    rows.push({
      code,
      decimalPlaces,
      nameEn,
      nameAr,
      symbolEn: labels?.symbol[0] ?? intlSymbol('en', code),
      symbolAr: labels?.symbol[1] ?? intlSymbol('ar', code),
      unitLabelEn: labels?.unit[0] ?? nameEn,
      unitLabelAr: labels?.unit[1] ?? nameAr,
      subUnitLabelEn: subUnit?.[0] ?? null,
      subUnitLabelAr: subUnit?.[1] ?? null,
    });
  }
  return rows.sort((a, b) => a.code.localeCompare(b.code));
}
