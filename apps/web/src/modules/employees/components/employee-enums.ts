import type { EnumDefinition } from '@hr/contracts';
import { getLanguage } from '../../../app/language.ts';

/** An enumeration as select options, labelled in the session language (a change of language reloads). */
export function enumOptions(definition: EnumDefinition): Array<{ value: number; label: string }> {
  const language = getLanguage();
  return definition.members.map((m) => ({ value: m.value, label: m[language] }));
}

/** The label of one value of an enumeration in the session language. */
export function enumLabel(definition: EnumDefinition, value: number): string {
  return definition.label(value, getLanguage());
}
