import { describe, expect, it } from 'vitest';
import { salaryEffectFields } from '../discipline/salary-effect.ts';
import { employeeMainInput, getEmployeesInput } from '../employees/employee.contract.ts';
import { accountCode } from '../finance/financial-account.contract.ts';
import { personalFields } from '../identity/identity.contract.ts';
import { bicSchema, ibanSchema, wpsPersonIdSchema } from './bank-account.ts';
import { moneyAmount } from './money.ts';
import { optionalPhoneNumber, phoneNumber } from './phone.ts';
import { asciiDigits, digitsText } from './text.ts';

// Olivia Wright's national number as an HR officer with an Arabic keyboard types it, in both digit blocks.
const arabic = '٠١٠٢٦١٧٩٠١١';
const eastern = '۰۱۰۲۶۱۷۹۰۱۱';
const ascii = '01026179011';

describe('asciiDigits', () => {
  it('makes every Arabic-Indic and Eastern Arabic-Indic digit its ASCII one', () => {
    expect(asciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(asciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(asciiDigits(arabic)).toBe(ascii);
    expect(asciiDigits(eastern)).toBe(ascii);
  });

  it('leaves everything else as it is: letters, ASCII digits, Arabic text and its separators', () => {
    expect(asciiDigits('AB-12 ٣')).toBe('AB-12 3');
    expect(asciiDigits('محمد')).toBe('محمد');
    // The Arabic decimal and thousands separators and the percent sign lie beside the digits, not in them.
    expect(asciiDigits('٫٬٪')).toBe('٫٬٪');
    expect(asciiDigits('')).toBe('');
  });

  it('is what digitsText does after trimming', () => {
    expect(digitsText().parse(`\u200b ${arabic} `)).toBe(ascii);
  });
});

describe('the fields people type digits into', () => {
  const main = {
    name: 'Olivia',
    surname: 'Wright',
    fatherName: 'James',
    motherName: 'Emma',
    gender: 1,
    employeeStatus: 0,
    maritalStatus: 0,
    militaryServiceStatus: 0,
    jobTitleId: '8c0b7c1e-3f7a-4a53-9a8e-2f1b6f0e4d21',
  };

  it("keeps an employee's national number in ASCII digits, and refuses other scripts' digits", () => {
    expect(employeeMainInput.parse({ ...main, nationalNumber: arabic }).nationalNumber).toBe(ascii);
    expect(employeeMainInput.parse({ ...main, nationalNumber: `AB-${eastern}` }).nationalNumber).toBe(
      `AB-${ascii}`,
    );
    // Devanagari digits: no keyboard of the product's languages types them, and stored as typed they would
    // again be another number than the ASCII one to the unique check.
    const devanagari = employeeMainInput.safeParse({ ...main, nationalNumber: '०१०२६१७९०११' });
    expect(devanagari.error?.issues[0]?.message).toBe('Employees:InvalidNationalNumber');
  });

  it('takes phone numbers in Arabic-Indic digits as the phone rule does ASCII ones', () => {
    expect(phoneNumber.parse('٠٩٩٩٩٩٩٩٩٩')).toBe('0999999999');
    expect(phoneNumber.parse('+٩٦٣ ١١ ٢٢٢ ٣٣٤٤')).toBe('+963 11 222 3344');
    expect(optionalPhoneNumber(16).parse('۰۹۹۹۹۹۹۹۹۹')).toBe('0999999999');
    expect(phoneNumber.safeParse('٠٩٩').success).toBe(false);
  });

  it("finds employees by a national number typed in Arabic-Indic digits (the list's filter)", () => {
    expect(getEmployeesInput.parse({ filter: ` ${arabic} ` }).filter).toBe(ascii);
    expect(getEmployeesInput.parse({ filter: 'أوليفيا' }).filter).toBe('أوليفيا');
  });

  it('stores bank details, account codes and amounts in ASCII digits', () => {
    expect(ibanSchema.parse('AE٠٧ ٠٣٣١ ٢٣٤٥ ٦٧٨٩ ٠١٢٣ ٤٥٦')).toBe('AE070331234567890123456');
    expect(bicSchema.parse('NBADAEAA٠٠١')).toBe('NBADAEAA001');
    expect(wpsPersonIdSchema.parse('١٢٣٤٥٦٧٨٩٠١٢٣٤')).toBe('12345678901234');
    expect(accountCode.parse('١١٠١')).toBe('1101');
    expect(moneyAmount.parse('١٥٠٠.٥٠')).toBe('1500.50');
    expect(salaryEffectFields.salaryEffectValue.parse('١٢.٥')).toBe('12.5');
  });

  it("checks a user's phone number the same way", () => {
    expect(personalFields.phoneNumber.parse('٠٩٩٩٩٩٩٩٩٩')).toBe('0999999999');
  });
});
