import { type LanguageCode, localizedNameMax } from '@hr/contracts';
import { type Column, ilike, or, type SQL, sql } from 'drizzle-orm';
import { check, type ExtraConfigColumn, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { containing } from './search.ts';

/**
 * A reference record's name in English and in Arabic (contracts' `localizedName`), declared once: the
 * table's columns (`...localizedNameColumns()`), its rules (`...localizedNameRules(...)`: at least one of
 * the two, unique per language), and what the services read and write through them.
 */
export const localizedNameColumns = () => ({
  nameEn: varchar('name_en', { length: localizedNameMax }),
  nameAr: varchar('name_ar', { length: localizedNameMax }),
});

interface NamedColumns {
  nameEn: ExtraConfigColumn | Column;
  nameAr: ExtraConfigColumn | Column;
}

/**
 * The table's name rules: a check that one of the names is there and, where names are unique (`unique`),
 * for each language a unique index on the name whatever its case (`upper`, as the normalized columns
 * compared before), among the rows `scope` leads with (the tenant, a parent) and `live` keeps (not deleted):
 * `<table>_name_en` and `<table>_name_ar`, each mapped to the entity's "already exists" error by its service
 * (`uniqueNameErrors`).
 */
export function localizedNameRules(
  table: string,
  t: NamedColumns,
  unique?: { scope: readonly [ExtraConfigColumn, ...(ExtraConfigColumn | SQL)[]]; live?: SQL },
) {
  const present = check(`${table}_name_present`, sql`coalesce(${t.nameEn}, ${t.nameAr}) is not null`);
  if (!unique) return [present];
  const [first, ...rest] = unique.scope;
  const index = (language: 'en' | 'ar', column: NamedColumns['nameEn']) =>
    uniqueIndex(`${table}_name_${language}`)
      .on(first, ...(rest as ExtraConfigColumn[]), sql`upper(${column})` as unknown as ExtraConfigColumn)
      .where(unique.live ? sql`${column} is not null and ${unique.live}` : sql`${column} is not null`);
  return [present, index('en', t.nameEn), index('ar', t.nameAr)];
}

/**
 * The name in the reader's language, in SQL: the transaction's `app.language` (the request's culture, set
 * with the tenant when the transaction begins), the other language when the reader's is empty. One text
 * for every reader, so a statement keeps its prepared plan; lists sort by it and select it.
 */
export function localName(t: NamedColumns): SQL<string> {
  return sql<string>`coalesce(case when current_setting('app.language', true) = 'ar' then ${t.nameAr} else ${t.nameEn} end, ${t.nameEn}, ${t.nameAr})`;
}

/** A search's branch on the names: the text in either language (any case). */
export function nameContains(t: NamedColumns, text: string): SQL {
  const pattern = containing(text);
  return or(ilike(t.nameEn as Column, pattern), ilike(t.nameAr as Column, pattern)) as SQL;
}

/** The condition "named `text`" in either language (any case): a lookup by name (an import's column). */
export function namedExactly(t: NamedColumns, text: string): SQL {
  const upper = text.trim().toUpperCase();
  return sql`(upper(${t.nameEn}) = ${upper} or upper(${t.nameAr}) = ${upper})`;
}

/**
 * The name columns a create or an update writes from its body (`localizedName.input`): `nameEn` and
 * `nameAr` as sent (null clears one; absent keeps it on an update); a body with neither, from a client of
 * the specification, gives its single `name` to the request's language and keeps the other.
 */
export function nameValues(
  input: { nameEn?: unknown; nameAr?: unknown; name?: unknown },
  language: LanguageCode | undefined,
): { nameEn?: string | null; nameAr?: string | null } {
  const clean = (v: unknown) => (v === undefined ? undefined : (typeof v === 'string' && v.trim()) || null);
  if (input.nameEn !== undefined || input.nameAr !== undefined)
    return { nameEn: clean(input.nameEn), nameAr: clean(input.nameAr) };
  const name = clean(input.name) ?? null;
  return language === 'ar' ? { nameAr: name } : { nameEn: name };
}

/** The names a row holds once an update of `nameValues` is written: a name left out keeps the current one. */
export function namesAfterUpdate(
  sent: { nameEn?: string | null; nameAr?: string | null },
  current: { nameEn: string | null; nameAr: string | null },
): { nameEn: string | null; nameAr: string | null } {
  return {
    nameEn: sent.nameEn === undefined ? current.nameEn : sent.nameEn,
    nameAr: sent.nameAr === undefined ? current.nameAr : sent.nameAr,
  };
}

/** The entity's "already exists" error on each of its two name indexes (`localizedNameRules`). */
export function uniqueNameErrors<F>(table: string, error: F): Record<string, F> {
  return { [`${table}_name_en`]: error, [`${table}_name_ar`]: error };
}

/** `localName` in a statement written as SQL text: the name of the row aliased `alias` ("d" for `departments d`). */
export function localNameOf(alias: string): SQL<string> {
  if (!/^[a-z_][a-z0-9_]*$/.test(alias)) throw new Error(`Not an alias: ${alias}`);
  return sql.raw(
    `coalesce(case when current_setting('app.language', true) = 'ar' then ${alias}.name_ar else ${alias}.name_en end, ${alias}.name_en, ${alias}.name_ar)`,
  ) as SQL<string>;
}
