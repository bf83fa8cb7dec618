import type { FormRule } from 'antd';
import type { z } from 'zod';
import { i18n } from '../app/i18n.ts';

type Issue = z.core.$ZodIssue;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A zod issue in the session language: a contract error code ('Identity:PasswordTooShort') or a generic text. */
export function translateIssue(issue: Issue): string {
  if (i18n.exists(`errors::${issue.message}`)) return i18n.t(`errors::${issue.message}`);
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
 * antd Form rules from a contract's zod schema for one field, so forms and server validate the same way.
 * Empty input counts as absent; the server-side messages are the same texts.
 */
export function zodRules(schema: z.ZodType, options: { required?: boolean } = {}): FormRule[] {
  const required = options.required ?? isRequired(schema);
  return [
    {
      required,
      validator: async (_rule, value: unknown) => {
        if (isEmpty(value)) {
          if (required) throw new Error(i18n.t('ThisFieldIsRequired'));
          return;
        }
        const result = schema.safeParse(value);
        const issue = result.success ? undefined : result.error.issues[0];
        if (issue) throw new Error(translateIssue(issue));
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

/** Form values with blank text turned into null, ready for the contract's schema. */
export function blankToNull<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string' && value.trim() === '' ? null : value,
    ]),
  ) as T;
}
