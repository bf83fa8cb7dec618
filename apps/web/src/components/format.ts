import type { LanguageCode } from '@hr/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { getLanguage, intlLocale } from '../app/language.ts';

/** What the API and the date pickers hand over as a date or time. */
export type DateInput = string | number | Date | Dayjs | null | undefined;

// The spec's formats: display yyyy/MM/dd hh:mm a, API yyyy-MM-dd and HH:mm.
export const displayDateFormat = 'YYYY/MM/DD';
export const displayDateTimeFormat = 'YYYY/MM/DD hh:mm A';
export const displayTimeFormat = 'hh:mm A';
export const apiDateFormat = 'YYYY-MM-DD';
export const apiTimeFormat = 'HH:mm';

function toDayjs(value: DateInput): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  // A bare time ("14:30" or "14:30:00") from the API.
  if (typeof value === 'string' && /^\d{1,2}:\d{2}(:\d{2})?$/.test(value)) {
    const [h = '0', m = '0', s = '0'] = value.split(':');
    return dayjs().startOf('day').hour(Number(h)).minute(Number(m)).second(Number(s));
  }
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
}

export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format(displayDateFormat) ?? '';
}

export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format(displayDateTimeFormat) ?? '';
}

export function formatTime(value: DateInput): string {
  return toDayjs(value)?.format(displayTimeFormat) ?? '';
}

/** A calendar date for the API ('2025-03-01'); undefined when empty. */
export function toApiDate(value: DateInput): string | undefined {
  return toDayjs(value)?.format(apiDateFormat);
}

/** A time of day for the API ('14:30'); undefined when empty. */
export function toApiTime(value: DateInput): string | undefined {
  return toDayjs(value)?.format(apiTimeFormat);
}

/** Amounts arrive as numbers or as decimal strings (money is never a float on the server). */
export type NumericInput = number | string | null | undefined;

export interface NumberFormatOptions {
  language?: LanguageCode;
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

function isBlank(value: NumericInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function formatWith(format: Intl.NumberFormat, value: number | string): string {
  // Strings are formatted as exact decimals (Intl.NumberFormat v3), so '12345678901234.56' keeps its cents.
  return format.format(value as Parameters<Intl.NumberFormat['format']>[0]);
}

/** A number in the session language's grouping, always with Latin digits. */
export function formatNumber(value: NumericInput, options: NumberFormatOptions = {}): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string' && Number.isNaN(Number(value))) return value;
  const format = new Intl.NumberFormat(intlLocale(options.language ?? getLanguage()), {
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: options.maximumFractionDigits ?? Math.max(3, options.minimumFractionDigits ?? 0),
  });
  return formatWith(format, value);
}

export interface MoneyFormatOptions {
  language?: LanguageCode;
  /** ISO 4217 code; when given the amount carries the currency. */
  currency?: string;
  /** Default 2. */
  decimalPlaces?: number;
}

export function formatMoney(value: NumericInput, options: MoneyFormatOptions = {}): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string' && Number.isNaN(Number(value))) return value;
  const digits = options.decimalPlaces ?? 2;
  const base = {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  } satisfies Intl.NumberFormatOptions;
  const locale = intlLocale(options.language ?? getLanguage());
  if (options.currency) {
    try {
      return formatWith(
        new Intl.NumberFormat(locale, { ...base, style: 'currency', currency: options.currency }),
        value,
      );
    } catch {
      // Not an ISO code: show the number followed by the code as typed.
      return `${formatWith(new Intl.NumberFormat(locale, base), value)} ${options.currency}`;
    }
  }
  return formatWith(new Intl.NumberFormat(locale, base), value);
}

const sizeUnits = ['B', 'KB', 'MB', 'GB'] as const;

/** Bytes in the largest unit that keeps the value at least 1 (1024 steps), with 2 decimals. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes)) return '';
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < sizeUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(2)} ${sizeUnits[unit]}`;
}
