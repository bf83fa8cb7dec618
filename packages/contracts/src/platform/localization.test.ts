import { describe, expect, it } from 'vitest';
import { displayRange, formatText, pickLanguage, rangeDash } from './localization.ts';

describe('pickLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar', 'ar'],
    ['ar-SY,ar;q=0.9,en;q=0.8', 'ar'],
    ['fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4', 'ar'],
    ['en;q=0.2,ar;q=0.8', 'ar'],
    ['de', 'en'],
  ])('%s -> %s', (header, expected) => {
    expect(pickLanguage(header)).toBe(expected);
  });
});

describe('formatText', () => {
  it('fills {placeholders} and leaves unknown ones', () => {
    expect(formatText('There is no tenant {tenant} ({x})', { tenant: 'acme' })).toBe(
      'There is no tenant acme ({x})',
    );
  });
});

describe('displayParam', () => {
  it('shows a date, or a date and a wall time, as the screens do (yyyy/MM/dd), isolated or not', () => {
    expect(formatText('A rate on {date}.', { date: '2026-11-25' })).toBe('A rate on 2026/11/25.');
    expect(formatText('From {from}', { from: '2026-02-03 09:30' })).toBe('From 2026/02/03 09:30');
    expect(formatText('{t}', { t: '2026-02-03 09:30:15' })).toBe('2026/02/03 09:30:15');
    expect(formatText('{t}', { t: '2026-03-17 09:00 – 13:00' })).toBe('2026/03/17 09:00 – 13:00');
    expect(formatText('في {d}', { d: '\u20682026-12-01\u2069' })).toBe('في \u20682026/12/01\u2069');
  });

  it('shows a range with both ends as dates and one dash, the en dash (a hyphen stored before reads the same)', () => {
    expect(rangeDash).toBe(' – ');
    expect(formatText('{r}', { r: '2026-03-01 – 2026-03-05' })).toBe('2026/03/01 – 2026/03/05');
    expect(formatText('{r}', { r: '2026-03-01 - 2026-03-05' })).toBe('2026/03/01 – 2026/03/05');
    expect(formatText('{r}', { r: '2026-03-17 09:00 - 13:00' })).toBe('2026/03/17 09:00 – 13:00');
    expect(formatText('{r}', { r: '2026-03-01 22:00 – 2026-03-02 06:00' })).toBe(
      '2026/03/01 22:00 – 2026/03/02 06:00',
    );
    expect(formatText('{r}', { r: '\u20682026-03-01 – 2026-03-05\u2069' })).toBe(
      '\u20682026/03/01 – 2026/03/05\u2069',
    );
    expect(displayRange('2026-03-01', '2026-03-05')).toBe('2026/03/01 – 2026/03/05');
    expect(displayRange('2026-03-01 09:00', '13:00')).toBe('2026/03/01 09:00 – 13:00');
  });

  it('leaves what is not a date alone', () => {
    for (const value of [
      '2026-1-5',
      'INV-2026-11-25',
      '2026-11-25T10:00:00Z',
      '12-2026',
      42,
      '2026-11',
      '2026-03-01 - x',
      '09:00 - 13:00',
      '2026-03-01 - 2026-03-02 - 2026-03-03',
    ])
      expect(formatText('{v}', { v: value })).toBe(String(value));
  });
});
