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
