import { describe, expect, it } from 'vitest';
import { formatText, pickLanguage } from './localization.ts';

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
