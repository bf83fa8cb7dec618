import {
  countrySpecs,
  electronicFormatIBAN,
  isValidBIC,
  ValidationErrorsIBAN,
  validateIBAN,
} from 'ibantools';
import { z } from 'zod';
import { asciiDigits, trimText } from './text.ts';

/**
 * Bank account numbers, one rule for the server and the forms: an IBAN (ISO 13616) checked by its country's
 * length and format (ibantools' table of the IBAN registry) and the mod-97 check digits, a SWIFT/BIC (ISO
 * 9362) and the UAE Wages Protection System's codes. A failed IBAN names what is wrong: the country, the
 * length for the country or the check digits. Arabic-Indic digits are taken as ASCII ones (`asciiDigits`),
 * as an Arabic keyboard types them.
 */

/** The longest IBAN of the registry is 34 characters; grouped by 4 with spaces, 42. */
export const maxIbanLength = 34;

/**
 * The IBAN without spaces or dashes, in capitals, its Arabic-Indic digits ASCII: how it is stored and sent to
 * banks.
 */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(asciiDigits(value)) ?? '';
}

/** The IBAN grouped by four for people ("AE07 0331 2345 6789 0123 456"). */
export function formatIban(value: string | null | undefined): string {
  return value ? normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ') : '';
}

/** The length an IBAN of the country has (AE 23, SA 24, KW 30...), or null when it has none. */
export function ibanLengthOf(country: string): number | null {
  const spec = (countrySpecs as Record<string, { chars?: number } | undefined>)[country.toUpperCase()];
  return spec?.chars ?? null;
}

export type IbanProblem =
  | { code: 'Bank:IbanRequired' }
  | { code: 'Bank:IbanUnknownCountry'; params: { country: string } }
  | { code: 'Bank:IbanWrongLength'; params: { country: string; length: number; actual: number } }
  | { code: 'Bank:IbanWrongFormat'; params: { country: string } }
  | { code: 'Bank:IbanWrongCheckDigits' };

/** What is wrong with an IBAN (normalized first), or null when it is valid. */
export function ibanProblem(value: string): IbanProblem | null {
  const iban = normalizeIban(value);
  if (!iban) return { code: 'Bank:IbanRequired' };
  const country = iban.slice(0, 2);
  const length = /^[A-Z]{2}$/.test(country) ? ibanLengthOf(country) : null;
  if (length === null) return { code: 'Bank:IbanUnknownCountry', params: { country } };
  if (iban.length !== length)
    return { code: 'Bank:IbanWrongLength', params: { country, length, actual: iban.length } };
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat) || !/^[A-Z0-9]+$/.test(iban))
    return { code: 'Bank:IbanWrongFormat', params: { country } };
  // The mod-97 check digits, or a country's own account check digits (both typing mistakes).
  return { code: 'Bank:IbanWrongCheckDigits' };
}

export function isValidIban(value: string): boolean {
  return ibanProblem(value) === null;
}

/**
 * An IBAN field: trimmed, spaces and dashes taken out and capitals made, then checked; the message under
 * the field names the problem.
 */
export const ibanSchema = z
  .string()
  .max(maxIbanLength + 16)
  .overwrite((v) => normalizeIban(trimText(v)))
  .superRefine((value, ctx) => {
    const problem = ibanProblem(value);
    if (problem)
      ctx.addIssue({
        code: 'custom',
        message: problem.code,
        ...('params' in problem ? { params: problem.params } : {}),
      });
  });

/** A SWIFT/BIC (ISO 9362): 4 letters of the bank, 2 of the country, 2 of the place, optionally 3 of the branch. */
export const bicPattern = /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/;

export function isBic(value: string): boolean {
  return bicPattern.test(value) && isValidBIC(value);
}

export const bicSchema = z
  .string()
  .max(16)
  .overwrite((v) => asciiDigits(trimText(v)).replace(/\s+/g, '').toUpperCase())
  .refine(isBic, 'Bank:InvalidBic');

/** The 9-digit routing code the UAE Central Bank gives a WPS agent (a bank or exchange house). */
export const wpsRoutingCodeSchema = z
  .string()
  .max(16)
  .overwrite((v) => asciiDigits(trimText(v)))
  .regex(/^\d{9}$/, 'Bank:InvalidRoutingCode');

/** The 14-digit personal number (labour card) of an employee in the UAE WPS (leading zeros kept). */
export const wpsPersonIdSchema = z
  .string()
  .max(32)
  .overwrite((v) => asciiDigits(trimText(v)))
  .regex(/^\d{14}$/, 'Bank:InvalidWpsPersonId');

/** The 13-digit establishment id of an employer in the UAE WPS. */
export const wpsEmployerIdSchema = z
  .string()
  .max(32)
  .overwrite((v) => asciiDigits(trimText(v)))
  .regex(/^\d{13}$/, 'Bank:InvalidWpsEmployerId');
