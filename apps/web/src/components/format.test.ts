import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatDate,
  formatDateRange,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatTime,
  listFormat,
  toApiDate,
  toApiTime,
} from './format.ts';

describe('dates', () => {
  it('displays dates as YYYY/MM/DD', () => {
    expect(formatDate('2025-03-07')).toBe('2025/03/07');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('2024/12/31');
  });

  it('displays a range of dates with its two ends in the same format', () => {
    expect(formatDateRange('2026-10-01', '2026-10-31')).toBe('2026/10/01 – 2026/10/31');
  });

  it('displays date-times with a 12-hour clock', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 14, 7))).toBe('2025/01/05 02:07 PM');
    expect(formatDateTime(new Date(2025, 0, 5, 0, 30))).toBe('2025/01/05 12:30 AM');
  });

  it('displays times, including bare API times', () => {
    expect(formatTime(new Date(2025, 0, 5, 9, 5))).toBe('09:05 AM');
    expect(formatTime('17:45')).toBe('05:45 PM');
    expect(formatTime('08:00:00')).toBe('08:00 AM');
  });

  it('converts to API dates and times', () => {
    expect(toApiDate(new Date(2025, 1, 28, 23, 0))).toBe('2025-02-28');
    expect(toApiDate('2025-02-01')).toBe('2025-02-01');
    expect(toApiTime(new Date(2025, 1, 28, 7, 3))).toBe('07:03');
    expect(toApiTime('19:30')).toBe('19:30');
  });

  it('returns empty text (or undefined) for empty and invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(toApiDate(null)).toBeUndefined();
    expect(toApiTime('')).toBeUndefined();
  });
});

describe('numbers and money', () => {
  it('groups thousands in English', () => {
    expect(formatNumber(1234567.5, { language: 'en' })).toBe('1,234,567.5');
    expect(formatNumber(0, { language: 'en' })).toBe('0');
  });

  it('uses Latin digits in Arabic', () => {
    const text = formatNumber(1234567, { language: 'ar' });
    expect(text).toMatch(/^1.234.567$/u);
    expect(text).not.toMatch(/[\u0660-\u0669]/u);
  });

  it('formats money with two decimals by default', () => {
    expect(formatMoney(1500, { language: 'en' })).toBe('1,500.00');
    expect(formatMoney('12345678901234.56', { language: 'en' })).toBe('12,345,678,901,234.56');
    expect(formatMoney(2.5, { language: 'en', decimalPlaces: 3 })).toBe('2.500');
  });

  it('writes an amount with a currency as the number, then its ISO code, never a symbol', () => {
    // A space that does not break between the two.
    expect(formatMoney(4280, { language: 'en', currency: 'USD' })).toBe('4,280.00\u00a0USD');
    expect(formatMoney('206571.18', { language: 'en', currency: 'USD' })).toBe('206,571.18\u00a0USD');
    expect(formatMoney('-12.50', { language: 'en', currency: 'EUR' })).toBe('-12.50\u00a0EUR');
    expect(formatMoney(10, { language: 'en', currency: 'USD' })).not.toMatch(/\$/);
    // A code Intl does not know is written as given.
    expect(formatMoney(10, { language: 'en', currency: 'X1' })).toBe('10.00\u00a0X1');
    // No currency (null from the wire too): the plain number.
    expect(formatMoney('4280', { language: 'en', currency: null })).toBe('4,280.00');
  });

  it("keeps a currency amount's places as the server rounded them (the currency's), else 2", () => {
    expect(formatMoney('1419.74', { language: 'en', currency: 'USD' })).toBe('1,419.74\u00a0USD');
    expect(formatMoney('1419.745', { language: 'en', currency: 'IQD' })).toBe('1,419.745\u00a0IQD');
    expect(formatMoney('1500', { language: 'en', currency: 'JPY' })).toBe('1,500\u00a0JPY');
    expect(formatMoney('12345678901234.56', { language: 'en', currency: 'USD' })).toBe(
      '12,345,678,901,234.56\u00a0USD',
    );
    // A number has no places of its own; an explicit count wins.
    expect(formatMoney(1419.7, { language: 'en', currency: 'USD' })).toBe('1,419.70\u00a0USD');
    expect(formatMoney('1419.745', { language: 'en', currency: 'IQD', decimalPlaces: 2 })).toBe(
      '1,419.75\u00a0IQD',
    );
  });

  it('reads number first and code after in Arabic, with Latin digits, whatever the sign', () => {
    const parts = new Intl.NumberFormat('ar-u-nu-latn').formatToParts(1234.5);
    const [group, decimal] = ['group', 'decimal'].map((type) => parts.find((p) => p.type === type)?.value);
    const text = formatMoney('4280.5', { language: 'ar', currency: 'USD' });
    expect(text).not.toMatch(/[\u0660-\u0669]/u);
    // Right-to-left marks around the number: the page reads it, then the code (the code lands on its left).
    expect(text).toBe(`\u200f4${group}280${decimal}5\u200f\u00a0USD`);
    expect(formatMoney(-3, { language: 'ar', currency: 'USD' })).toMatch(
      /^\u200f\u200e?-3.00\u200f\u00a0USD$/u,
    );
    // Without a currency there is nothing to order: the plain number.
    expect(formatMoney(1500, { language: 'ar' })).toBe(`1${group}500${decimal}00`);
  });

  it('returns empty text for empty input and keeps non-numbers as they are', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('  ')).toBe('');
    expect(formatNumber('abc')).toBe('abc');
  });
});

describe('kept formatters', () => {
  it('keeps one formatter per locale and options, and a new one for other options or another locale', () => {
    const short = dateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(dateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' })).toBe(short);
    const long = dateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(long).not.toBe(short);
    const arabic = dateTimeFormat('ar-SY-u-nu-latn', { month: 'short', timeZone: 'UTC' });
    expect(arabic).not.toBe(short);
    const october = new Date(Date.UTC(2026, 9, 1));
    expect([short.format(october), long.format(october)]).toEqual(['Oct', 'October']);
    expect(arabic.format(october)).not.toBe('Oct');
    const list = listFormat('en-GB', { style: 'short', type: 'unit' });
    expect(listFormat('en-GB', { style: 'short', type: 'unit' })).toBe(list);
    expect(listFormat('en-GB', { style: 'long', type: 'conjunction' }).format(['a', 'b'])).toBe('a and b');
  });
});

describe('formatFileSize', () => {
  it('picks the largest unit with 1024 steps and two decimals', () => {
    expect(formatFileSize(0)).toBe('0.00 B');
    expect(formatFileSize(1023)).toBe('1023.00 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatFileSize(2.25 * 1024 ** 3)).toBe('2.25 GB');
    expect(formatFileSize(4096 * 1024 ** 3)).toBe('4096.00 GB');
  });

  it('returns empty text for missing sizes', () => {
    expect(formatFileSize(null)).toBe('');
    expect(formatFileSize(Number.NaN)).toBe('');
  });
});
