import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatNumber,
  formatTime,
  toApiDate,
  toApiTime,
} from './format.ts';

describe('dates', () => {
  it('displays dates as YYYY/MM/DD', () => {
    expect(formatDate('2025-03-07')).toBe('2025/03/07');
    expect(formatDate(new Date(2024, 11, 31, 23, 59))).toBe('2024/12/31');
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

  it('adds the currency when given', () => {
    expect(formatMoney(10, { language: 'en', currency: 'USD' })).toBe('$10.00');
    expect(formatMoney(10, { language: 'ar', currency: 'USD' })).not.toMatch(/[\u0660-\u0669]/u);
    expect(formatMoney(10, { language: 'en', currency: 'X1' })).toBe('10.00 X1');
  });

  it('returns empty text for empty input and keeps non-numbers as they are', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('  ')).toBe('');
    expect(formatNumber('abc')).toBe('abc');
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
