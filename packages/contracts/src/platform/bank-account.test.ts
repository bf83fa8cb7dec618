import { composeIBAN } from 'ibantools';
import { describe, expect, it } from 'vitest';
import { employeeBankDetailsInput, PaymentMethod } from '../employees/employee.contract.ts';
import {
  bicSchema,
  formatIban,
  ibanProblem,
  ibanSchema,
  normalizeIban,
  wpsRoutingCodeSchema,
} from './bank-account.ts';

// Examples of the IBAN registry (SWIFT), one per country the product's tenants pay in.
const valid = {
  AE: 'AE070331234567890123456',
  SA: 'SA0380000000608010167519',
  KW: 'KW81CBKU0000000000001234560101',
  BH: 'BH67BMAG00001299123456',
  QA: 'QA58DOHB00001234567890ABCDEFG',
  OM: 'OM810180000001299123456',
  EG: 'EG380019000500000000263180002',
  GB: 'GB29NWBK60161331926819',
  DE: 'DE89370400440532013000',
};
const lengths = { AE: 23, SA: 24, KW: 30, BH: 22, QA: 29, OM: 23, EG: 29, GB: 22, DE: 22 };

/** The IBAN with one digit of its account changed (a typing mistake the check digits catch). */
const mistyped = (iban: string) => {
  const i = iban.length - 2;
  const digit = iban[i]!;
  const changed = /\d/.test(digit) ? String((Number(digit) + 1) % 10) : digit === 'A' ? 'B' : 'A';
  return iban.slice(0, i) + changed + iban.slice(i + 1);
};

describe('IBAN (ISO 13616)', () => {
  for (const [country, iban] of Object.entries(valid)) {
    it(`${country}: valid, grouped by four or not; a mistyped character, a missing one or an extra one refused`, () => {
      expect(iban).toHaveLength(lengths[country as keyof typeof lengths]);
      expect(ibanProblem(iban)).toBeNull();
      expect(ibanProblem(formatIban(iban))).toBeNull();
      expect(ibanProblem(iban.toLowerCase())).toBeNull();
      expect(ibanProblem(mistyped(iban))).toEqual({ code: 'Bank:IbanWrongCheckDigits' });
      expect(ibanProblem(iban.slice(0, -1))).toEqual({
        code: 'Bank:IbanWrongLength',
        params: { country, length: iban.length, actual: iban.length - 1 },
      });
      expect(ibanProblem(`${iban}0`)).toMatchObject({ code: 'Bank:IbanWrongLength' });
    });
  }

  it('names an unknown country, an empty value, and a layout the country does not use', () => {
    expect(ibanProblem('XX070331234567890123456')).toEqual({
      code: 'Bank:IbanUnknownCountry',
      params: { country: 'XX' },
    });
    // The United States has no IBAN.
    expect(ibanProblem('US64SVBKUS6S3300958879')).toMatchObject({ code: 'Bank:IbanUnknownCountry' });
    expect(ibanProblem('   ')).toEqual({ code: 'Bank:IbanRequired' });
    // AE: 3 digits of the bank, 16 of the account: a letter there is not an AE IBAN.
    expect(ibanProblem('AE07033123456789012345A')).toEqual({
      code: 'Bank:IbanWrongFormat',
      params: { country: 'AE' },
    });
  });

  it('check digits computed for a new account validate (the demo data is made so)', () => {
    const iban = composeIBAN({ countryCode: 'AE', bban: '0260001015333439001' });
    expect(iban).toMatch(/^AE\d{21}$/);
    expect(ibanProblem(iban!)).toBeNull();
  });

  it('the schema stores it without spaces in capitals, and its message names the problem', () => {
    expect(ibanSchema.parse(' ae07 0331 2345 6789 0123 456 ')).toBe(valid.AE);
    expect(normalizeIban('GB29-NWBK-6016-1331-9268-19')).toBe(valid.GB);
    const wrong = ibanSchema.safeParse('AE07 0331 2345 6789 0123 45');
    expect(wrong.success).toBe(false);
    expect(wrong.error!.issues[0]).toMatchObject({
      message: 'Bank:IbanWrongLength',
      params: { country: 'AE', length: 23, actual: 22 },
    });
    expect(formatIban(valid.KW)).toBe('KW81 CBKU 0000 0000 0000 1234 5601 01');
  });
});

describe('SWIFT/BIC (ISO 9362) and WPS codes', () => {
  it('takes 8 or 11 characters as the pain.001 schema does, in capitals', () => {
    for (const bic of ['NBADAEAA', 'NBADAEAAXXX', 'RJHISARI', 'EBILAEAD', 'ngabkwkw'])
      expect(bicSchema.safeParse(bic).success).toBe(true);
    // A digit in the bank code, 0 or 1 as the location's first character, O as its second, 9 or 10 characters.
    for (const bic of ['NBAD1EAA', 'NBADAE1A', 'NBADAEAO', 'NBADAEAAX', 'NBADAEAAXX'])
      expect(bicSchema.safeParse(bic).error?.issues[0]?.message).toBe('Bank:InvalidBic');
  });

  it('a routing code is 9 digits', () => {
    expect(wpsRoutingCodeSchema.safeParse('803510106').success).toBe(true);
    expect(wpsRoutingCodeSchema.safeParse('80351010').error?.issues[0]?.message).toBe(
      'Bank:InvalidRoutingCode',
    );
  });
});

describe('employee bank details', () => {
  const bankId = '0193a5f0-0000-7000-8000-000000000001';
  it('a bank transfer needs the bank and the IBAN; cash and cheque need neither', () => {
    const missing = employeeBankDetailsInput.safeParse({ paymentMethod: PaymentMethod.BankTransfer });
    expect(missing.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['bankId', 'Employees:BankRequired'],
      ['iban', 'Employees:IbanRequired'],
    ]);
    expect(employeeBankDetailsInput.safeParse({ paymentMethod: PaymentMethod.Cash }).success).toBe(true);
    expect(
      employeeBankDetailsInput.safeParse({ paymentMethod: PaymentMethod.Cheque, iban: '' }).success,
    ).toBe(true);
    const ok = employeeBankDetailsInput.parse({
      paymentMethod: PaymentMethod.BankTransfer,
      bankId,
      iban: 'sa03 8000 0000 6080 1016 7519',
      wpsPersonId: '',
    });
    expect(ok).toMatchObject({ iban: valid.SA, wpsPersonId: null });
    expect(
      employeeBankDetailsInput.safeParse({ paymentMethod: 0, bankId, iban: valid.SA, wpsPersonId: '1234' })
        .error?.issues[0]?.message,
    ).toBe('Bank:InvalidWpsPersonId');
  });
});
