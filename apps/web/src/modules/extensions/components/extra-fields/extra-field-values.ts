import { ExtraFieldType } from '@hr/contracts';
import { formatDate } from '../../../../components/format.ts';
import { formatInstant } from '../../../../components/tenant-time.ts';

/**
 * What an extra field's input holds: text (a date and a date-time as the API's text, what the shared
 * DateInput and DateTimeInput hold), a number, a switch, or nothing.
 */
export type ExtraFieldFormValue = string | number | boolean | null | undefined;

/** A value's canonical text (as the API carries it) as its input's value. */
export function toFormValue(fieldType: ExtraFieldType, text: string | null | undefined): ExtraFieldFormValue {
  if (text === null || text === undefined || text === '')
    return fieldType === ExtraFieldType.Bool ? false : undefined;
  switch (fieldType) {
    case ExtraFieldType.Int:
      return Number(text);
    case ExtraFieldType.Bool:
      return text === 'true';
    default:
      // Decimals stay text: InputNumber's string mode keeps every digit. Dates are the API's text.
      return text;
  }
}

/** An input's value as canonical text for the API; null when empty. */
export function fromFormValue(fieldType: ExtraFieldType, value: ExtraFieldFormValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (fieldType) {
    case ExtraFieldType.Bool:
      return value === true ? 'true' : 'false';
    default:
      return typeof value === 'string' ? value.trim() || null : String(value);
  }
}

/**
 * A value for reading (grids, read-only pages) as every screen shows one: Bool as the translated yes / no,
 * a date yyyy/MM/dd, a date-time on the tenant's wall clock (`zone`) yyyy/MM/dd hh:mm a.
 */
export function formatExtraFieldValue(
  fieldType: ExtraFieldType,
  text: string | null | undefined,
  yesNo: { yes: string; no: string },
  zone: string,
): string {
  if (text === null || text === undefined || text === '') return '';
  switch (fieldType) {
    case ExtraFieldType.Bool:
      return text === 'true' ? yesNo.yes : yesNo.no;
    case ExtraFieldType.DateOnly:
      return formatDate(text);
    case ExtraFieldType.DateTime:
      return formatInstant(text, zone);
    default:
      return text;
  }
}
