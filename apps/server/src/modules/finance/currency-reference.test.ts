import * as currencyCodes from 'currency-codes';
import { describe, expect, it } from 'vitest';
import { standardAccountTypes } from './chart-of-accounts.ts';
import { currencyLabels } from './currency-labels.ts';
import { currencyReferenceRows, excludedCurrencyCodes } from './currency-reference.ts';

const rows = currencyReferenceRows();
const byCode = new Map(rows.map((r) => [r.code, r]));

describe('the ISO 4217 reference rows', () => {
  it('hold every ISO code of currency-codes once, without metals, funds and testing codes', () => {
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
    const expected = new Set(currencyCodes.codes().filter((c) => !excludedCurrencyCodes.has(c)));
    expect(new Set(rows.map((r) => r.code))).toEqual(expected);
    for (const code of ['XAU', 'XAG', 'XDR', 'XTS', 'XXX', 'CLF', 'USN'])
      expect(byCode.has(code)).toBe(false);
    // Real currencies whose codes start with X stay.
    for (const code of ['XAF', 'XOF', 'XCD', 'XPF']) expect(byCode.has(code), code).toBe(true);
    expect(rows.length).toBeGreaterThan(140);
  });

  it('take decimal places from currency-codes, not Intl (IQD 3, JPY 0, KWD 3, USD 2)', () => {
    expect(byCode.get('IQD')?.decimalPlaces).toBe(3);
    expect(byCode.get('KWD')?.decimalPlaces).toBe(3);
    expect(byCode.get('JPY')?.decimalPlaces).toBe(0);
    expect(byCode.get('USD')?.decimalPlaces).toBe(2);
    for (const r of rows) expect(r.decimalPlaces).toBe(currencyCodes.code(r.code)?.digits);
  });

  it('name currencies in English and Arabic and label their units', () => {
    expect(byCode.get('SAR')).toMatchObject({
      nameEn: 'Saudi Riyal',
      nameAr: 'ريال سعودي',
      symbolAr: 'ر.س',
      unitLabelEn: 'riyal',
      unitLabelAr: 'ريال',
      subUnitLabelEn: 'halala',
      subUnitLabelAr: 'هللة',
    });
    expect(byCode.get('USD')).toMatchObject({
      symbolEn: '$',
      unitLabelEn: 'dollar',
      unitLabelAr: 'دولار',
      subUnitLabelEn: 'cent',
      subUnitLabelAr: 'سنت',
    });
    expect(byCode.get('JPY')).toMatchObject({
      unitLabelEn: 'yen',
      subUnitLabelEn: null,
      subUnitLabelAr: null,
    });
    expect(byCode.get('KWD')).toMatchObject({ symbolAr: 'د.ك', subUnitLabelAr: 'فلس' });
  });

  it('fall back to Intl for the others: its symbol or the code, its name as the unit, "1/100"', () => {
    const crc = byCode.get('CRC')!;
    expect(currencyLabels.CRC).toBeUndefined();
    expect(crc.unitLabelEn).toBe(crc.nameEn);
    expect(crc.unitLabelAr).toBe(crc.nameAr);
    expect(crc.subUnitLabelEn).toBe('1/100');
    expect(crc.symbolEn).toBe('₡');
    // Three decimals without a label of their own: 1/1000; none for 0 decimals.
    const threeDigits = rows.find((r) => r.decimalPlaces === 3 && !currencyLabels[r.code]);
    if (threeDigits) expect(threeDigits.subUnitLabelEn).toBe('1/1000');
    for (const r of rows.filter((x) => x.decimalPlaces === 0)) expect(r.subUnitLabelEn).toBeNull();
    for (const r of rows) {
      expect(r.symbolEn.length, r.code).toBeGreaterThan(0);
      expect(r.symbolEn.length, r.code).toBeLessThanOrEqual(16);
      expect(r.nameAr.length, r.code).toBeGreaterThan(0);
    }
  });

  it('label at least the currencies of the Arab League and the usual others', () => {
    const arab = 'SAR AED KWD BHD QAR OMR JOD EGP IQD LBP SYP YER LYD TND DZD MAD SDG SOS DJF KMF MRU'.split(
      ' ',
    );
    const others =
      'USD EUR GBP JPY CNY INR PKR TRY IRR CHF CAD AUD NZD RUB BDT IDR MYR SGD HKD KRW ZAR NGN ETB KES BRL MXN SEK NOK DKK PLN'.split(
        ' ',
      );
    for (const code of [...arab, ...others]) {
      expect(currencyLabels[code], code).toBeDefined();
      expect(byCode.has(code), code).toBe(true);
    }
  });
});

describe('the standard chart of account types', () => {
  it('has unique names and prefixes, each prefix led by its category digit', () => {
    expect(new Set(standardAccountTypes.map((t) => t.name)).size).toBe(standardAccountTypes.length);
    expect(new Set(standardAccountTypes.map((t) => t.codePrefix)).size).toBe(standardAccountTypes.length);
    const digit: Record<string, string> = {
      Assets: '1',
      Liabilities: '2',
      Equity: '3',
      Income: '4',
      Expenses: '5',
    };
    for (const t of standardAccountTypes) expect(t.codePrefix[0], t.name).toBe(digit[t.categoryCode]);
    expect(standardAccountTypes.length).toBeGreaterThanOrEqual(20);
  });
});
