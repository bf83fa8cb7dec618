import type { EntityPropertyChangeDto, EnumDefinition, LanguageCode } from '@hr/contracts';

/** How a History names a field and shows a value: the page's labels and enumerations. */
export interface FieldLabels {
  /** The i18n namespace whose keys name the fields (`Name`, `BaseSalary`: the property in PascalCase). */
  namespace?: string;
  /** Labels of fields the namespace does not name (`valueFixedAmount: t('Amount')`). */
  labels?: Record<string, string>;
  /** Fields holding an enumeration's number: shown by its name in the reader's language. */
  enums?: Record<string, Pick<EnumDefinition<string>, 'label'>>;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
/** `valueFixedAmount` as "Value fixed amount" when nothing names it. */
export const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The field's label: the page's own, then the namespace's key, then the name in words. */
export function fieldLabel(
  name: string,
  fields: FieldLabels,
  lookup: (key: string) => string | undefined,
): string {
  return (
    fields.labels?.[name] ??
    // "payroll::Name": the app's namespace separator is '::' (app/i18n.ts).
    (fields.namespace && lookup(`${fields.namespace}::${pascal(name)}`)) ??
    humanize(name)
  );
}

/** A recorded value as the reader reads it: an enumeration's name, yes/no, a text without its quotes. */
export function valueText(
  change: EntityPropertyChangeDto,
  value: string | null,
  fields: FieldLabels,
  language: LanguageCode,
  words: { yes: string; no: string; empty: string },
): string {
  if (value === null || value === '') return words.empty;
  const definition = fields.enums?.[change.propertyName];
  if (definition && /^-?\d+$/.test(value)) return definition.label(Number(value), language) ?? value;
  if (value === 'true') return words.yes;
  if (value === 'false') return words.no;
  return value;
}
