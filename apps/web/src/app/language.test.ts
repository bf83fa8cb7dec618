import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adoptUserLanguage, getLanguage, languageStorageKey } from './language.ts';

// The user's own language (My account) becomes the session language at sign-in.
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

describe('adopting the signed-in user’s language', () => {
  const original = globalThis.localStorage;
  beforeEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(globalThis, 'localStorage', { value: original, configurable: true });
  });

  it('stores the user’s language and says when the session language changed', () => {
    localStorage.setItem(languageStorageKey, 'en');
    expect(adoptUserLanguage('ar')).toBe(true);
    expect(localStorage.getItem(languageStorageKey)).toBe('ar');
    expect(getLanguage()).toBe('ar');
    // Signing in again in the same language changes nothing (no reload).
    expect(adoptUserLanguage('ar')).toBe(false);
    expect(adoptUserLanguage('en')).toBe(true);
    expect(getLanguage()).toBe('en');
  });

  it('keeps the current language when the user follows the organisation’s default or names an unknown one', () => {
    localStorage.setItem(languageStorageKey, 'ar');
    for (const language of [null, undefined, '', 'fr', 'AR']) {
      expect(adoptUserLanguage(language)).toBe(false);
      expect(localStorage.getItem(languageStorageKey)).toBe('ar');
    }
  });

  it('pins a language that matched only the browser’s', () => {
    // No stored choice: the session language comes from the browser (English under the test runner).
    const browser = getLanguage();
    expect(adoptUserLanguage(browser)).toBe(false);
    expect(localStorage.getItem(languageStorageKey)).toBe(browser);
  });
});
