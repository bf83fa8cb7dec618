import { z } from 'zod';

/**
 * Spaces and characters that show nothing (zero-width spaces and joiners, direction marks, the byte-order
 * mark, soft hyphens: Unicode's default-ignorable code points), at either end of a text. Variation
 * selectors are kept: they belong to the character before them.
 */
const invisibleEnds =
  /^(?:(?!\p{Variation_Selector})[\s\p{Default_Ignorable_Code_Point}])+|(?:(?!\p{Variation_Selector})[\s\p{Default_Ignorable_Code_Point}])+$/gu;

/**
 * A text without what shows nothing at its ends. `String.prototype.trim` leaves zero-width characters, so a
 * required name of one zero-width space passed as filled in, and "HR" followed by one was another name than
 * "HR" to the unique checks. Characters inside the text (a zero-width non-joiner inside a word) stay.
 */
export function trimText(value: string): string {
  return value.replace(invisibleEnds, '');
}

/** A text field, trimmed by `trimText`: chain `.min(1)`, `.max(n)` as on `z.string()`. */
export const trimmedText = () => z.string().overwrite(trimText);

/** An empty text as null: for `z.preprocess` of the optional fields a form sends empty. */
export const blankToNull = (v: unknown) => (v === '' ? null : v);

/** An optional field whose blank text means none: absent, null or a text of only spaces all give null. */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && trimText(v) === '' ? null : v), schema.nullish());

/** Arabic-Indic digits (U+0660–U+0669) and the Eastern ones of Persian and Urdu keyboards (U+06F0–U+06F9). */
const arabicIndicDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/**
 * The text with Arabic-Indic and Eastern Arabic-Indic digits as ASCII ones ("٠١٠٢" and "۰۱۰۲" become
 * "0102"). Someone typing on an Arabic keyboard enters its digits; stored as typed, a national number was
 * another number than the same one in ASCII to the unique checks and the searches, and a phone number failed
 * the phone rule. Both blocks run from zero in order, so a digit's value is its code point's last hex digit.
 */
export function asciiDigits(value: string): string {
  return value.replace(arabicIndicDigits, (digit) => String((digit.codePointAt(0) ?? 0) % 16));
}

/**
 * A text field of digits people type (a national number, a phone number, an account code), trimmed by
 * `trimText` and its Arabic-Indic digits made ASCII by `asciiDigits` before the rules chained after it check
 * it.
 */
export const digitsText = () => z.string().overwrite((v) => asciiDigits(trimText(v)));
