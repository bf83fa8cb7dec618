import { type LanguageCode, rangeDash } from '@hr/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { getLanguage, intlLocale, isRightToLeft } from '../app/language.ts';

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

/**
 * A range of calendar dates, both ends included: "2026/10/01 – 2026/10/31", with the one dash the server's
 * messages and the payslip PDF use too (`rangeDash`, contracts).
 */
export function formatDateRange(from: DateInput, to: DateInput): string {
  return `${formatDate(from)}${rangeDash}${formatDate(to)}`;
}

/** A calendar month by name ("October 2026", "أكتوبر 2026") from its year and number (1-12). */
export function formatMonth(year: number, month: number, language: LanguageCode = getLanguage()): string {
  return dateTimeFormat(intlLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/**
 * A wall-clock date and time as it is (no zone: a device's clock, a value typed without one). An instant
 * (a creation time, a confirmation) is shown on the tenant's clock instead: `formatInstant` (tenant-time.ts).
 */
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

/** Minutes as hours and minutes on a clock face: 450 -> "7:30", 5 -> "0:05", -90 -> "-1:30". */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const whole = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
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

/**
 * Intl's formatters, one per kind, locale and options, kept: making one costs far more than formatting with it
 * (30-60 µs against 1-4 µs in Chromium), and a table formats every amount, month and weekday of every row, a
 * chart every tick (the payroll dashboard's move spent 14 ms making number formats before they were kept).
 */
const kept = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function keep<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => T,
): T {
  let format = kept.get(key) as T | undefined;
  if (!format) {
    format = make();
    kept.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, kept. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  keep(`date|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

/** `new Intl.ListFormat(locale, options)`, kept. */
export const listFormat = (locale: string, options: Intl.ListFormatOptions): Intl.ListFormat =>
  keep(`list|${locale}|${JSON.stringify(options)}`, () => new Intl.ListFormat(locale, options));

const numberFormat = (locale: string, minimumFractionDigits: number, maximumFractionDigits: number) =>
  keep(
    `number|${locale}|${minimumFractionDigits}|${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits }),
  );

function formatWith(format: Intl.NumberFormat, value: number | string): string {
  // Strings are formatted as exact decimals (Intl.NumberFormat v3), so '12345678901234.56' keeps its cents.
  return format.format(value as Parameters<Intl.NumberFormat['format']>[0]);
}

/** A number in the session language's grouping, always with Latin digits. */
export function formatNumber(value: NumericInput, options: NumberFormatOptions = {}): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string' && Number.isNaN(Number(value))) return value;
  const format = numberFormat(
    intlLocale(options.language ?? getLanguage()),
    options.minimumFractionDigits ?? 0,
    options.maximumFractionDigits ?? Math.max(3, options.minimumFractionDigits ?? 0),
  );
  return formatWith(format, value);
}

export interface MoneyFormatOptions {
  language?: LanguageCode;
  /** ISO 4217 code; when given the amount is followed by it ("4,280.00 USD"). */
  currency?: string | null;
  /**
   * The places shown. Default: with a currency, a decimal text's own places (the server rounds an amount to
   * its currency's: "1419.745" IQD keeps 3, "1500" JPY none); else 2.
   */
  decimalPlaces?: number;
}

const decimalText = /^-?\d+(?:\.(\d+))?$/;

/** Marks that keep an amount's parts in the reading order of a right-to-left page (see formatMoney). */
const rlm = '\u200f';
/** Between the number and the code: a space that does not break the amount over two lines. */
const nbsp = '\u00a0';

/**
 * An amount as every screen shows it (one rule): the number in the language's grouping with Latin digits
 * and 2 places (a currency's amount: its places, see `decimalPlaces`), then the currency's ISO code when
 * it has one ("4,280.00 USD"). The code, not Intl's symbol: "$" and "US$" are ambiguous in a module that
 * holds several currencies. Without a currency the amount is the plain number ("4,280.00").
 *
 * The text carries its own reading order: in Arabic, right-to-left marks before and after the number make
 * the page read the number first and the code after it whatever the sign and the text around it (the code
 * lands on the number's left, "USD 4,280.00" to the eye, as Arabic writes "4,280.00 دولار"); English needs
 * none.
 */
export function formatMoney(value: NumericInput, options: MoneyFormatOptions = {}): string {
  if (isBlank(value)) return '';
  if (typeof value === 'string' && Number.isNaN(Number(value))) return value;
  const language = options.language ?? getLanguage();
  const textPlaces = options.currency && typeof value === 'string' ? decimalText.exec(value.trim()) : null;
  const digits = options.decimalPlaces ?? (textPlaces ? (textPlaces[1]?.length ?? 0) : 2);
  const number = formatWith(
    numberFormat(intlLocale(language), digits, digits),
    typeof value === 'string' ? value.trim() : value,
  );
  const code = options.currency?.trim();
  if (!code) return number;
  return isRightToLeft(language) ? `${rlm}${number}${rlm}${nbsp}${code}` : `${number}${nbsp}${code}`;
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
