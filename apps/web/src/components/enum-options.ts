import type { EnumDefinition, EnumMember, LanguageCode } from '@hr/contracts';
import { getLanguage } from '../app/language.ts';

/** A colour of antd's Tag: a preset name ('green', 'red', 'processing', ...) or a CSS colour. */
export type EnumColor = string;

/** Colours of an enumeration's members, by the member's key (`{ Active: 'green' }`). */
export type EnumColors<K extends string = string> = Partial<Record<K, EnumColor>>;

/** The members of an enumeration as select options, labelled in the language (default: the session's). */
export function enumOptions(
  definition: EnumDefinition,
  language: LanguageCode = getLanguage(),
): Array<{ value: number; label: string }> {
  return definition.members.map((m) => ({ value: m.value, label: m[language] }));
}

/** The members as the column filters of a table (`{ text, value }`). */
export function enumFilters(
  definition: EnumDefinition,
  language: LanguageCode = getLanguage(),
): Array<{ text: string; value: number }> {
  return definition.members.map((m) => ({ text: m[language], value: m.value }));
}

/** The label of one value in the language; a number the enumeration lacks shows as the number. */
export function enumLabel(
  definition: EnumDefinition,
  value: number,
  language: LanguageCode = getLanguage(),
): string {
  return definition.label(value, language);
}

/**
 * The colour of a value: the page's choice by member key, else the colour the definition gives the member
 * (a `color` beside its labels), else none.
 */
export function enumColor<K extends string>(
  definition: EnumDefinition<K>,
  value: number,
  colors?: EnumColors<K>,
): EnumColor | undefined {
  const member = definition.members.find((m) => m.value === value);
  if (!member) return undefined;
  return colors?.[member.key] ?? colorOf(member);
}

function colorOf(member: EnumMember): EnumColor | undefined {
  return member.color;
}
