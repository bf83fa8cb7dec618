import { ExtraFieldType } from '@hr/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** What an extra field's input holds: text, a number, a switch, a date (dayjs), or nothing. */
export type ExtraFieldFormValue = string | number | boolean | Dayjs | null | undefined;

/** The spec's display format of date-time extra fields (yyyy-MM-dd hh:mm a). */
export const extraFieldDateTimeFormat = 'YYYY-MM-DD hh:mm A';
export const extraFieldDateFormat = 'YYYY-MM-DD';

/** A value's canonical text (as the API carries it) as its input's value. */
export function toFormValue(fieldType: ExtraFieldType, text: string | null | undefined): ExtraFieldFormValue {
  if (text === null || text === undefined || text === '')
    return fieldType === ExtraFieldType.Bool ? false : undefined;
  switch (fieldType) {
    case ExtraFieldType.Int:
      return Number(text);
    case ExtraFieldType.Bool:
      return text === 'true';
    case ExtraFieldType.DateOnly:
      return dayjs(text);
    case ExtraFieldType.DateTime:
      return dayjs(text);
    default:
      // Decimals stay text: InputNumber's string mode keeps every digit.
      return text;
  }
}

/** An input's value as canonical text for the API; null when empty. */
export function fromFormValue(fieldType: ExtraFieldType, value: ExtraFieldFormValue): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (fieldType) {
    case ExtraFieldType.Bool:
      return value === true ? 'true' : 'false';
    case ExtraFieldType.DateOnly:
      return dayjs.isDayjs(value) ? value.format(extraFieldDateFormat) : String(value);
    case ExtraFieldType.DateTime:
      return dayjs.isDayjs(value) ? value.toISOString() : String(value);
    default:
      return typeof value === 'string' ? value.trim() || null : String(value);
  }
}

/** A value for reading (grids, read-only pages); Bool as the translated yes / no. */
export function formatExtraFieldValue(
  fieldType: ExtraFieldType,
  text: string | null | undefined,
  yesNo: { yes: string; no: string },
): string {
  if (text === null || text === undefined || text === '') return '';
  switch (fieldType) {
    case ExtraFieldType.Bool:
      return text === 'true' ? yesNo.yes : yesNo.no;
    case ExtraFieldType.DateOnly:
      return text;
    case ExtraFieldType.DateTime:
      return dayjs(text).format(extraFieldDateTimeFormat);
    default:
      return text;
  }
}
