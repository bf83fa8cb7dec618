import { z } from 'zod';
import {
  auditedDto,
  concurrencyStamp,
  optionalIdFilter,
  pagedRequest,
  pagedResult,
} from '../platform/paging.contract.ts';
import { EntityType, entityType } from './attachment-type.contract.ts';

/**
 * The type of an extra field (document 3 §3). Travels by name; label keys `ExtraFieldType.String`, ... in
 * the web app's `employee-settings` namespace.
 */
export const ExtraFieldType = {
  String: 'String',
  Int: 'Int',
  Decimal: 'Decimal',
  Bool: 'Bool',
  DateOnly: 'DateOnly',
  DateTime: 'DateTime',
  Selection: 'Selection',
} as const;
export type ExtraFieldType = (typeof ExtraFieldType)[keyof typeof ExtraFieldType];
export const extraFieldType = z.enum(ExtraFieldType);
export const extraFieldTypeOptions = Object.values(ExtraFieldType).map((value) => ({
  value,
  labelKey: `ExtraFieldType.${value}`,
}));

/** The longest value (and default) an extra field holds, in characters. */
export const maxExtraFieldValueLength = 4000;

/**
 * An extra field's value as the API carries it: text in the canonical form of its type. String: the text;
 * Int: `-12`; Decimal: `3.75`; Bool: `true` / `false`; DateOnly: `2025-03-01`; DateTime: an ISO time in
 * UTC (`2025-03-01T09:30:00.000Z`); Selection: one of the options. Null: no value.
 */
export const extraFieldValueInput = z.object({
  extraFieldDefinitionId: z.uuid(),
  value: z.string().max(maxExtraFieldValueLength).nullable(),
});
export type ExtraFieldValueInput = z.infer<typeof extraFieldValueInput>;

/** A stored value with what a page needs to show it without reading the definitions. */
export const extraFieldValueDto = extraFieldValueInput.extend({
  fieldName: z.string(),
  code: z.string(),
  fieldType: extraFieldType,
  /** The options of a Selection field; empty otherwise. */
  options: z.array(z.string()),
});
export type ExtraFieldValueDto = z.infer<typeof extraFieldValueDto>;

export const extraFieldDefinitionDto = auditedDto.extend({
  id: z.uuid(),
  fieldName: z.string(),
  code: z.string(),
  entityType,
  fieldType: extraFieldType,
  /** JSON-encoded (`"text"`, `12`, `true`, `"2025-03-01"`), or null; a Selection's is its first option. */
  defaultValue: z.string().nullable(),
  /** The options of a Selection field, the first being the default; empty for other types. */
  selectListValues: z.array(z.string()),
  /** A value must be given on every save of the entity. */
  isRequired: z.boolean(),
  concurrencyStamp: z.string(),
});
export type ExtraFieldDefinitionDto = z.infer<typeof extraFieldDefinitionDto>;

/** A code: a letter, then letters, digits or _; unique (case-insensitively) per tenant and entity type. */
export const extraFieldCode = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'ExtraField:InvalidCode');

const extraFieldDefinitionFields = {
  fieldName: z.string().trim().min(1).max(128),
  code: extraFieldCode,
  entityType,
  fieldType: extraFieldType,
  defaultValue: z.string().max(maxExtraFieldValueLength).nullish(),
  /** Each option required; only for Selection (ignored otherwise). */
  selectListValues: z.array(z.string().trim().min(1).max(256)).max(100).default([]),
  isRequired: z.boolean().default(false),
};

type DefinitionShape = {
  fieldType: ExtraFieldType;
  defaultValue?: string | null | undefined;
  selectListValues: string[];
};

/** The rules between fields: a Selection has distinct options; the default fits the type. */
function checkDefinition(input: DefinitionShape, ctx: z.RefinementCtx): void {
  if (input.fieldType === ExtraFieldType.Selection) {
    if (!input.selectListValues.length)
      ctx.addIssue({ code: 'custom', path: ['selectListValues'], message: 'ExtraField:OptionsRequired' });
    const seen = new Set<string>();
    input.selectListValues.forEach((option, i) => {
      if (seen.has(option))
        ctx.addIssue({
          code: 'custom',
          path: ['selectListValues', i],
          message: 'ExtraField:DuplicateOption',
        });
      seen.add(option);
    });
  }
  const value = extraFieldDefaultToValue(input.fieldType, input.defaultValue);
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'ExtraField:InvalidDefaultValue' });
  } else if (value !== null) {
    const options = input.fieldType === ExtraFieldType.Selection ? input.selectListValues : [];
    if (!checkExtraFieldValue({ fieldType: input.fieldType, options }, value).ok)
      ctx.addIssue({ code: 'custom', path: ['defaultValue'], message: 'ExtraField:InvalidDefaultValue' });
  }
}

export const createExtraFieldDefinitionInput = z
  .object(extraFieldDefinitionFields)
  .superRefine(checkDefinition);
export type CreateExtraFieldDefinitionInput = z.input<typeof createExtraFieldDefinitionInput>;
export type CreateExtraFieldDefinition = z.infer<typeof createExtraFieldDefinitionInput>;

export const updateExtraFieldDefinitionInput = z
  .object({ ...extraFieldDefinitionFields, concurrencyStamp })
  .superRefine(checkDefinition);
export type UpdateExtraFieldDefinitionInput = z.input<typeof updateExtraFieldDefinitionInput>;
export type UpdateExtraFieldDefinition = z.infer<typeof updateExtraFieldDefinitionInput>;

export const getExtraFieldDefinitionsInput = pagedRequest.extend({
  entityType: entityType.optional(),
  /** Part of the field name or code. */
  filter: z.string().trim().max(128).optional(),
});
export type GetExtraFieldDefinitionsInput = z.input<typeof getExtraFieldDefinitionsInput>;
export type GetExtraFieldDefinitions = z.infer<typeof getExtraFieldDefinitionsInput>;
export const extraFieldDefinitionListResult = pagedResult(extraFieldDefinitionDto);

/** `GET by-entity-type?entityType=Employee`: every definition of that kind, for the entity's form. */
export const getExtraFieldDefinitionsByEntityTypeInput = z.object({ entityType });
export const extraFieldDefinitionList = z.array(extraFieldDefinitionDto);

/**
 * `GET is-key-unique?code=&id=`: whether no other definition of the entity type has the code. An empty
 * or all-zero id means a new definition; with an id, that definition's own code counts as unique.
 */
export const isExtraFieldKeyUniqueInput = z.object({
  code: z.string().trim().max(64),
  id: optionalIdFilter,
  entityType: entityType.default(EntityType.Employee),
});
export type IsExtraFieldKeyUniqueInput = z.input<typeof isExtraFieldKeyUniqueInput>;

export const ExtraFieldDefinitionPaths = {
  /** GET list ({@link getExtraFieldDefinitionsInput}), POST create. */
  definitions: '/api/app/extra-field-definition',
  /** GET, PUT, DELETE (the field's values go with it). */
  definition: (id: string) => `/api/app/extra-field-definition/${id}`,
  /** GET: true or false. */
  isKeyUnique: '/api/app/extra-field-definition/is-key-unique',
  /** Readable with the definition policy or the policy of the entity (HR.Employees.Index). */
  byEntityType: '/api/app/extra-field-definition/by-entity-type',
} as const;

// ---------------------------------------------------------------------------------------------------
// Values: one check for the server (which refuses) and the forms (which mark the field).

/** Why a value does not fit its field; each code has a message naming the field ({field}). */
export type ExtraFieldValueError =
  | 'ExtraField:ValueRequired'
  | 'ExtraField:ValueTooLong'
  | 'ExtraField:InvalidInt'
  | 'ExtraField:InvalidDecimal'
  | 'ExtraField:InvalidBool'
  | 'ExtraField:InvalidDate'
  | 'ExtraField:InvalidDateTime'
  | 'ExtraField:InvalidOption';

export type ExtraFieldValueCheck = { ok: true; value: string } | { ok: false; error: ExtraFieldValueError };

const intRange = { min: -2147483648, max: 2147483647 } as const;
const intPattern = /^[+-]?\d{1,10}$/;
const decimalPattern = /^[+-]?\d{1,18}(\.\d{1,10})?$/;
const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTimePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function isCalendarDate(text: string): boolean {
  const m = datePattern.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * Checks a non-empty value against its field's type (and options) and gives its canonical text; an empty
 * value is the caller's business (required or not).
 */
export function checkExtraFieldValue(
  field: { fieldType: ExtraFieldType; options: readonly string[] },
  raw: string,
): ExtraFieldValueCheck {
  if (raw.length > maxExtraFieldValueLength) return { ok: false, error: 'ExtraField:ValueTooLong' };
  const text = raw.trim();
  switch (field.fieldType) {
    case 'String':
      return { ok: true, value: text };
    case 'Int': {
      const n = Number(text);
      if (!intPattern.test(text) || n < intRange.min || n > intRange.max)
        return { ok: false, error: 'ExtraField:InvalidInt' };
      return { ok: true, value: String(n) };
    }
    case 'Decimal': {
      if (!decimalPattern.test(text)) return { ok: false, error: 'ExtraField:InvalidDecimal' };
      // Kept as written (no float rounding), without a leading + or superfluous leading zeros.
      const [sign, digits] = text.startsWith('-') ? ['-', text.slice(1)] : ['', text.replace(/^\+/, '')];
      const [whole = '0', fraction] = digits.split('.');
      const canonical = `${whole.replace(/^0+(?=\d)/, '')}${fraction ? `.${fraction}` : ''}`;
      return { ok: true, value: /^[0.]+$/.test(canonical) ? canonical : `${sign}${canonical}` };
    }
    case 'Bool': {
      const lower = text.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return { ok: false, error: 'ExtraField:InvalidBool' };
      return { ok: true, value: lower };
    }
    case 'DateOnly':
      return isCalendarDate(text)
        ? { ok: true, value: text }
        : { ok: false, error: 'ExtraField:InvalidDate' };
    case 'DateTime': {
      const time = Date.parse(text);
      if (!dateTimePattern.test(text) || !isCalendarDate(text.slice(0, 10)) || Number.isNaN(time))
        return { ok: false, error: 'ExtraField:InvalidDateTime' };
      return { ok: true, value: new Date(time).toISOString() };
    }
    case 'Selection':
      return field.options.includes(text)
        ? { ok: true, value: text }
        : { ok: false, error: 'ExtraField:InvalidOption' };
  }
}

/**
 * A definition's JSON-encoded default as value text (see {@link extraFieldValueInput}): null when there is
 * none, undefined when it is not valid JSON of the type's shape.
 */
export function extraFieldDefaultToValue(
  fieldType: ExtraFieldType,
  defaultValue: string | null | undefined,
): string | null | undefined {
  if (defaultValue === null || defaultValue === undefined || defaultValue.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(defaultValue);
  } catch {
    return undefined;
  }
  if (parsed === null) return null;
  switch (fieldType) {
    case 'Int':
    case 'Decimal':
      // The number as written: JSON.parse would round a long decimal.
      return typeof parsed === 'number' ? defaultValue.trim() : undefined;
    case 'Bool':
      return typeof parsed === 'boolean' ? String(parsed) : undefined;
    default:
      return typeof parsed === 'string' ? parsed : undefined;
  }
}

/** Value text as a definition's JSON-encoded default (the inverse of {@link extraFieldDefaultToValue}). */
export function extraFieldValueToDefault(
  fieldType: ExtraFieldType,
  value: string | null | undefined,
): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (fieldType) {
    case 'Int':
    case 'Decimal':
      // Canonical Int and Decimal texts are JSON numbers already.
      return value;
    case 'Bool':
      return JSON.stringify(value === 'true');
    default:
      return JSON.stringify(value);
  }
}
