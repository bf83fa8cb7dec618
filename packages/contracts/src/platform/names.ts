import { z } from 'zod';
import type { LanguageCode } from './localization.ts';
import { blankAsNull, trimmedText } from './text.ts';

/** The longest name a reference record takes in either language. */
export const localizedNameMax = 128;

/** A reference record's name in both languages, as stored: either may be null, never both. */
export interface NamePair {
  nameEn: string | null;
  nameAr: string | null;
}

/** The name in the reader's language, the other one when it has none there ('' when neither, never stored). */
export function nameIn(pair: NamePair, language: LanguageCode): string {
  return (language === 'ar' ? (pair.nameAr ?? pair.nameEn) : (pair.nameEn ?? pair.nameAr)) ?? '';
}

/** Only the two names of a row (a notification's parameter, rendered in each reader's language). */
export function namePairOf(row: NamePair): NamePair {
  return { nameEn: row.nameEn, nameAr: row.nameAr };
}

/** A text's parameter that is a name in two languages: the reader's (`nameIn`); any other value as it is. */
export function paramIn<V>(value: V | NamePair, language: LanguageCode): V | string {
  return isNamePair(value) ? nameIn(value, language) : value;
}

function isNamePair(value: unknown): value is NamePair {
  return typeof value === 'object' && value !== null && 'nameEn' in value && 'nameAr' in value;
}

/** The answer's name fields from a row: `name` in the reader's language, and both values for the forms. */
export function nameFields(pair: NamePair, language: LanguageCode) {
  return { name: nameIn(pair, language), nameEn: pair.nameEn, nameAr: pair.nameAr };
}

const oneName = blankAsNull(trimmedText().max(localizedNameMax)).optional();

/**
 * The name of a reference record in English and in Arabic, declared once for every entity that has one
 * (`entitySchemas({ names: true, ... })`, or these shapes and `requireAName` by hand).
 * - `dto`: `name` in the reader's language (the request's culture; the other language when the reader's is
 *   empty), and `nameEn` / `nameAr` as stored (null when empty) for the forms.
 * - `input`: `nameEn` and `nameAr` (blank means none; absent on an update keeps the stored value), and `name`,
 *   the single name of the specification's clients: used only when neither `nameEn` nor `nameAr` is sent, it
 *   is the name in the request's language (the other language's value is kept on an update).
 */
export const localizedName = {
  dto: { name: z.string(), nameEn: z.string().nullable(), nameAr: z.string().nullable() },
  input: { nameEn: oneName, nameAr: oneName, name: oneName },
};

/**
 * A body that names no name: both language fields get the message (the form shows it on both inputs). A
 * body with `nameEn` or `nameAr` (even null) is read by them alone, so a form's leftover `name` cannot
 * pass for a name the form cleared.
 */
export function checkAName(body: object, ctx: z.RefinementCtx): void {
  const value = body as { nameEn?: string | null; nameAr?: string | null; name?: string | null };
  // The single `name` counts only in a body that sends neither language's field (the server reads it so).
  const named =
    value.nameEn !== undefined || value.nameAr !== undefined ? value.nameEn || value.nameAr : value.name;
  if (named) return;
  for (const path of ['nameEn', 'nameAr'])
    ctx.addIssue({ code: 'custom', message: 'Platform:NameRequired', path: [path] });
}

/** The object with `checkAName` on it: at least one of the names. */
export function requireAName<T extends z.ZodType<object>>(schema: T): T {
  return schema.superRefine(checkAName);
}
