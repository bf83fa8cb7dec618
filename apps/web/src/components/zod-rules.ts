import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../app/i18n.ts';

type Issue = z.core.$ZodIssue;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A zod issue in the session language: a contract error code ('Identity:PasswordTooShort') or a generic text. */
export function translateIssue(issue: Issue): string {
  // A custom issue's params fill the message ("An IBAN of {country} has {length} characters").
  const params = issue.code === 'custom' ? (issue.params as Record<string, unknown> | undefined) : undefined;
  if (i18n.exists(`errors::${issue.message}`)) return i18n.t(`errors::${issue.message}`, params ?? {});
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? i18n.t('ThisFieldIsRequired')
          : i18n.t('MinLength', { min: Number(issue.minimum) });
      }
      if (issue.origin === 'array' || issue.origin === 'set') return i18n.t('ThisFieldIsRequired');
      return i18n.t('MinValue', { min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return i18n.t('MaxLength', { max: Number(issue.maximum) });
      return i18n.t('MaxValue', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return i18n.t('InvalidEmailAddress');
      return i18n.t('InvalidFormat');
    case 'invalid_type':
      return issue.input === undefined || issue.input === null
        ? i18n.t('ThisFieldIsRequired')
        : i18n.t('InvalidValue');
    default:
      return i18n.t('InvalidValue');
  }
}

/** Whether the field must be filled: its schema refuses an absent value. */
export function isRequired(schema: z.ZodType): boolean {
  return !schema.safeParse(undefined).success;
}

/**
 * Checks one field's value as the contract's zod schema does: undefined when it passes, else what is wrong
 * in the session language. Empty input counts as absent; the server-side messages are the same texts.
 */
export function checkField(
  schema: z.ZodType,
  value: unknown,
  required: boolean = isRequired(schema),
): { message: string } | undefined {
  if (isEmpty(value)) return required ? { message: i18n.t('ThisFieldIsRequired') } : undefined;
  const result = schema.safeParse(value);
  const issue = result.success ? undefined : result.error.issues[0];
  return issue && { message: translateIssue(issue) };
}

/** antd Form rules from a contract's zod schema for one field, so forms and server validate the same way. */
export function zodRules(schema: z.ZodType, options: { required?: boolean } = {}): FormRule[] {
  const required = options.required ?? isRequired(schema);
  return [
    {
      required,
      validator: async (_rule, value: unknown) => {
        const refused = checkField(schema, value, required);
        if (refused) throw new Error(refused.message);
      },
    },
  ];
}

/** Rules for every field of an object schema: `rules.email`, `rules.userName`, ... */
export function formRules<T extends z.ZodRawShape>(
  schema: z.ZodObject<T>,
  overrides: Partial<Record<keyof T, { required?: boolean }>> = {},
): Record<keyof T, FormRule[]> {
  const shape = schema.shape;
  return Object.fromEntries(
    Object.keys(shape).map((key) => [key, zodRules(shape[key] as z.ZodType, overrides[key as keyof T])]),
  ) as Record<keyof T, FormRule[]>;
}

type Path = readonly (string | number)[];
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; element?: z.ZodType };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/**
 * The schema of the value itself, under optional, nullable, default and the like; a pipe counts as its
 * input side (a preprocess as its output), since that is what a form control holds.
 */
export function unwrapSchema(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(current);
    if (def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out)
      current = defOf(def.in).type === 'transform' ? def.out : def.in;
    else break;
  }
  return current;
}

/** The schema of the field at `path` of an object schema (`['extraFields', 0, 'value']`), if it declares one. */
export function schemaAt(schema: z.ZodType, path: Path): z.ZodType | undefined {
  let current: z.ZodType | undefined = schema;
  for (const key of path) {
    if (!current) return undefined;
    const inner = unwrapSchema(current);
    const def = defOf(inner);
    if (def.type === 'object' && typeof key === 'string') {
      const shape = (inner as z.ZodObject).shape;
      current = Object.hasOwn(shape, key) ? (shape[key] as z.ZodType) : undefined;
    } else if (def.type === 'array' && typeof key === 'number') current = def.element;
    else return undefined;
  }
  return current;
}

/** The longest text the schema accepts (`.max()` of a string), for the input's maxLength. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const inner = unwrapSchema(schema) as z.ZodType & { maxLength?: number | null };
  return defOf(inner).type === 'string' && typeof inner.maxLength === 'number' ? inner.maxLength : undefined;
}

/** The keys of an object schema (none for anything else). */
export function schemaKeys(schema: z.ZodType): string[] {
  const inner = unwrapSchema(schema);
  return defOf(inner).type === 'object' ? Object.keys((inner as z.ZodObject).shape) : [];
}

/** The values an object schema gives absent fields (`.default(true)`): a new record's starting values. */
export function schemaDefaults(schema: z.ZodType): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const key of schemaKeys(schema)) {
    const result = schemaAt(schema, [key])?.safeParse(undefined);
    if (result?.success && result.data !== undefined) defaults[key] = result.data;
  }
  return defaults;
}

/**
 * A form's values as the contract's object schema reads them: a control left empty (blank text, cleared
 * select) is null where the field takes null, else absent. Keys the form has no control for, and keys the
 * schema does not name, pass unchanged.
 */
export function emptyToAbsent<T extends object>(schema: z.ZodType, values: T): T {
  const result: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const key of schemaKeys(schema)) {
    if (!Object.hasOwn(result, key) || !isEmpty(result[key])) continue;
    const field = schemaAt(schema, [key]);
    if (field?.safeParse(null).success) result[key] = null;
    else delete result[key];
  }
  return result as T;
}

/** Form values with blank text turned into null, ready for the contract's schema. */
export function blankToNull<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  ) as T;
}

/**
 * The issues of a whole-body parse that span fields (a refinement comparing two of them), leaving out a
 * field's own refusal, which its Field says already: an empty date says "required", not also "Enter a date
 * between…". An issue counts as a field's own when the schema of the value at its path, alone, refuses it.
 */
export function crossFieldIssuesOf(schema: z.ZodType, body: unknown, issues: readonly Issue[]): Issue[] {
  return issues.filter((issue) => {
    if (issue.code !== 'custom') return false;
    const own = issue.path.length > 0 ? schemaAt(schema, issue.path as Path) : undefined;
    // An object's refinement is about its members together: not any one field's own.
    if (!own || defOf(unwrapSchema(own)).type === 'object') return true;
    let value: unknown = body;
    for (const key of issue.path) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
    return own.safeParse(value).success;
  });
}
