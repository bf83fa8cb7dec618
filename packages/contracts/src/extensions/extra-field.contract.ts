import { z } from 'zod';
import { EmployeesPermissions } from '../employees/employees.permissions.ts';
import { access, endpoint } from '../platform/endpoint.ts';
import { defineEnum } from '../platform/enum.ts';
import { checkAName, localizedName } from '../platform/names.ts';
import { optionalIdFilter } from '../platform/paging.contract.ts';
import { entitySchemas, resourceEndpoints } from '../platform/resource.ts';
import { listQuery } from '../platform/sorting.ts';
import { trimmedText, trimText } from '../platform/text.ts';
import { EntityType, entityType, entityTypeDto } from './entity-type.contract.ts';
import { ExtensionsPermissions } from './extensions.permissions.ts';

/** The type of an extra field (document 3 §3), numbered in the spec's order. */
export const ExtraFieldTypes = defineEnum('ExtraFieldType', {
  String: { value: 0, en: 'Text', ar: 'نص' },
  Int: { value: 1, en: 'Whole number', ar: 'عدد صحيح' },
  Decimal: { value: 2, en: 'Decimal number', ar: 'عدد عشري' },
  Bool: { value: 3, en: 'Yes / no', ar: 'نعم / لا' },
  DateOnly: { value: 4, en: 'Date', ar: 'تاريخ' },
  DateTime: { value: 5, en: 'Date and time', ar: 'تاريخ ووقت' },
  Selection: { value: 6, en: 'Selection', ar: 'اختيار من قائمة' },
});
export const ExtraFieldType = ExtraFieldTypes.values;
export type ExtraFieldType = number;
export const extraFieldType = ExtraFieldTypes.schema;

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
  /** The field's name in the reader's language. */
  fieldName: z.string(),
  code: z.string(),
  fieldType: ExtraFieldTypes.dto,
  /** The options of a Selection field; empty otherwise. */
  options: z.array(z.string()),
});
export type ExtraFieldValueDto = z.infer<typeof extraFieldValueDto>;

/** A code: a letter, then letters, digits or _; unique (case-insensitively) per tenant and entity type. */
export const extraFieldCode = trimmedText()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'ExtraField:InvalidCode');

/**
 * A definition's name in English and in Arabic: `nameEn` and `nameAr` as every named record has them
 * (`localizedName`), and the spec's `fieldName` (the reader's language in answers; on input, used only when
 * neither `nameEn` nor `nameAr` is sent, as the name in the request's language).
 */
const definition = entitySchemas({
  dto: {
    fieldName: z.string(),
    nameEn: localizedName.dto.nameEn,
    nameAr: localizedName.dto.nameAr,
    code: z.string(),
    entityType: entityTypeDto,
    fieldType: ExtraFieldTypes.dto,
    /** JSON-encoded (`"text"`, `12`, `true`, `"2025-03-01"`), or null; a Selection's is its first option. */
    defaultValue: z.string().nullable(),
    /** The options of a Selection field, the first being the default; empty for other types. */
    selectListValues: z.array(z.string()),
    /** A value must be given on every save of the entity. */
    isRequired: z.boolean(),
  },
  input: {
    fieldName: localizedName.input.name,
    nameEn: localizedName.input.nameEn,
    nameAr: localizedName.input.nameAr,
    code: extraFieldCode,
    entityType,
    fieldType: extraFieldType,
    defaultValue: z.string().max(maxExtraFieldValueLength).nullish(),
    /** Each option required; only for Selection (ignored otherwise). */
    selectListValues: z.array(trimmedText().min(1).max(256)).max(100).default([]),
    isRequired: z.boolean().default(false),
  },
});
export const extraFieldDefinitionDto = definition.dto;
export type ExtraFieldDefinitionDto = z.infer<typeof extraFieldDefinitionDto>;

type DefinitionShape = {
  fieldType: ExtraFieldType;
  defaultValue?: string | null | undefined;
  selectListValues: string[];
};

/** The rules between fields: a name; a Selection has distinct options; the default fits the type. */
function checkDefinition(
  input: DefinitionShape & { fieldName?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  checkAName({ ...input, name: input.fieldName }, ctx);
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

export const createExtraFieldDefinitionInput = definition.create.superRefine(checkDefinition);
export type CreateExtraFieldDefinitionInput = z.input<typeof createExtraFieldDefinitionInput>;
export type CreateExtraFieldDefinition = z.infer<typeof createExtraFieldDefinitionInput>;

export const updateExtraFieldDefinitionInput = definition.update.superRefine(checkDefinition);
export type UpdateExtraFieldDefinitionInput = z.input<typeof updateExtraFieldDefinitionInput>;
export type UpdateExtraFieldDefinition = z.infer<typeof updateExtraFieldDefinitionInput>;

/** Paging, sorting and filters. */
const sorted = listQuery(['fieldName', 'code', 'entityType', 'fieldType', 'creationTime']);
export const getExtraFieldDefinitionsInput = sorted.extend({
  entityType: entityType.optional(),
  /** Part of the field name or code. */
  filter: trimmedText().max(128).optional(),
});
export type GetExtraFieldDefinitionsInput = z.input<typeof getExtraFieldDefinitionsInput>;
export type GetExtraFieldDefinitions = z.infer<typeof getExtraFieldDefinitionsInput>;

/**
 * `GET is-key-unique?code=&id=`: whether no other definition of the entity type has the code. An empty
 * or all-zero id means a new definition; with an id, that definition's own code counts as unique.
 */
export const isExtraFieldKeyUniqueInput = z.object({
  code: trimmedText().max(64),
  id: optionalIdFilter,
  entityType: entityType.default(EntityType.Employee),
});
export type IsExtraFieldKeyUniqueInput = z.input<typeof isExtraFieldKeyUniqueInput>;

const tag = 'ExtraFieldDefinition';
const P = ExtensionsPermissions.ExtraFieldDefinitions;

/**
 * The extra field definition calls (document 3 §7; paths not shown there, ABP's conventions): create and
 * update answer the record; a delete takes the field's values with it.
 */
export const extraFieldDefinitionEndpoints = {
  ...resourceEndpoints({
    path: '/api/app/extra-field-definition',
    tag,
    policies: P,
    dto: extraFieldDefinitionDto,
    query: getExtraFieldDefinitionsInput,
    create: createExtraFieldDefinitionInput,
    createResponse: extraFieldDefinitionDto,
    update: updateExtraFieldDefinitionInput,
  }),
  /** true or false. */
  isKeyUnique: endpoint({
    method: 'GET',
    path: '/api/app/extra-field-definition/is-key-unique',
    query: isExtraFieldKeyUniqueInput,
    response: z.boolean(),
    access: access.policy(P.Default),
    tag,
  }),
  /**
   * `GET by-entity-type?entityType=0`: every definition of that kind, for the entity's form. The extra
   * fields section of an entity's page reads it too: the definition policy or the entity's.
   */
  byEntityType: endpoint({
    method: 'GET',
    path: '/api/app/extra-field-definition/by-entity-type',
    query: z.object({ entityType }),
    response: z.array(extraFieldDefinitionDto),
    access: access.policy(P.Default, EmployeesPermissions.Employees.Default),
    tag,
  }),
};

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
  const text = trimText(raw);
  switch (field.fieldType) {
    case ExtraFieldType.Int: {
      const n = Number(text);
      if (!intPattern.test(text) || n < intRange.min || n > intRange.max)
        return { ok: false, error: 'ExtraField:InvalidInt' };
      return { ok: true, value: String(n) };
    }
    case ExtraFieldType.Decimal: {
      if (!decimalPattern.test(text)) return { ok: false, error: 'ExtraField:InvalidDecimal' };
      // Kept as written (no float rounding), without a leading + or superfluous leading zeros.
      const [sign, digits] = text.startsWith('-') ? ['-', text.slice(1)] : ['', text.replace(/^\+/, '')];
      const [whole = '0', fraction] = digits.split('.');
      const canonical = `${whole.replace(/^0+(?=\d)/, '')}${fraction ? `.${fraction}` : ''}`;
      return { ok: true, value: /^[0.]+$/.test(canonical) ? canonical : `${sign}${canonical}` };
    }
    case ExtraFieldType.Bool: {
      const lower = text.toLowerCase();
      if (lower !== 'true' && lower !== 'false') return { ok: false, error: 'ExtraField:InvalidBool' };
      return { ok: true, value: lower };
    }
    case ExtraFieldType.DateOnly:
      return isCalendarDate(text)
        ? { ok: true, value: text }
        : { ok: false, error: 'ExtraField:InvalidDate' };
    case ExtraFieldType.DateTime: {
      const time = Date.parse(text);
      if (!dateTimePattern.test(text) || !isCalendarDate(text.slice(0, 10)) || Number.isNaN(time))
        return { ok: false, error: 'ExtraField:InvalidDateTime' };
      return { ok: true, value: new Date(time).toISOString() };
    }
    case ExtraFieldType.Selection:
      return field.options.includes(text)
        ? { ok: true, value: text }
        : { ok: false, error: 'ExtraField:InvalidOption' };
    default:
      // String: the text as typed, trimmed.
      return { ok: true, value: text };
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
    case ExtraFieldType.Int:
    case ExtraFieldType.Decimal:
      // The number as written: JSON.parse would round a long decimal.
      return typeof parsed === 'number' ? defaultValue.trim() : undefined;
    case ExtraFieldType.Bool:
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
    case ExtraFieldType.Int:
    case ExtraFieldType.Decimal:
      // Canonical Int and Decimal texts are JSON numbers already.
      return value;
    case ExtraFieldType.Bool:
      return JSON.stringify(value === 'true');
    default:
      return JSON.stringify(value);
  }
}
