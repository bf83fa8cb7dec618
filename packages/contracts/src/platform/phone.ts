import { z } from 'zod';
import { digitsText, trimText } from './text.ts';

/**
 * A phone number: an optional leading +, then 7 to 15 digits, which may be grouped by single spaces or
 * dashes ("0999999999", "+963 11 222 3344"). The one phone rule of the product (employees' contact
 * details, users, the profile), for the server and the forms. Arabic-Indic digits are taken as ASCII ones
 * (`digitsText`) and stored so.
 */
export const phoneNumberPattern = /^\+?\d(?:[ -]?\d){6,14}$/;
export const phoneNumber = digitsText().max(20).regex(phoneNumberPattern, 'Platform:InvalidPhoneNumber');
/** The hint shown under phone fields. */
export const phoneNumberExample = '0999999999';

/** An optional phone number of at most `max` characters: absent, null or blank mean none (null). */
export const optionalPhoneNumber = (max = 20) =>
  z.preprocess(
    (v) => (typeof v === 'string' && trimText(v) === '' ? null : v),
    phoneNumber.max(max).nullish(),
  );
