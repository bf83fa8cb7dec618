import { describe, expect, it } from 'vitest';
import { authorizeRequestPreferences } from './authorize-request.ts';

describe('authorizeRequestPreferences', () => {
  it('takes ui-culture first, then culture, by its base language', () => {
    const of = (query: string) => authorizeRequestPreferences(new URLSearchParams(query)).language;
    expect(of('uid=1&ui-culture=ar&culture=en')).toBe('ar');
    expect(of('uid=1&culture=ar-JO')).toBe('ar');
    expect(of('uid=1&ui-culture=fr&culture=en')).toBe('en');
    expect(of('uid=1&ui-culture=fr')).toBeNull();
    expect(of('uid=1')).toBeNull();
  });

  it('takes the tenant by name', () => {
    const of = (query: string) => authorizeRequestPreferences(new URLSearchParams(query)).tenant;
    expect(of('uid=1&__tenant=%20acme%20')).toBe('acme');
    expect(of('uid=1&__tenant=')).toBeNull();
    expect(of(`uid=1&__tenant=${'x'.repeat(65)}`)).toBeNull();
  });
});
