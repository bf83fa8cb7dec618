import { isLanguageCode, type LanguageCode, languages } from '@hr/contracts';

/** localStorage key of the chosen language. */
export const languageStorageKey = 'lang';

function storage(): Storage | undefined {
  return typeof localStorage === 'undefined' ? undefined : localStorage;
}

/** The session language: the stored choice, else the browser's language when supported, else English. */
export function getLanguage(): LanguageCode {
  const stored = storage()?.getItem(languageStorageKey);
  if (stored && isLanguageCode(stored)) return stored;
  const browser = typeof navigator === 'undefined' ? '' : (navigator.language ?? '');
  const base = browser.split('-')[0]?.toLowerCase() ?? '';
  return isLanguageCode(base) ? base : 'en';
}

export function isRightToLeft(language: LanguageCode = getLanguage()): boolean {
  return languages.find((l) => l.cultureName === language)?.isRightToLeft ?? false;
}

/** Stores the language and reloads, so every text, antd locale, dayjs locale and API answer switch together. */
export function changeLanguage(language: LanguageCode): void {
  storage()?.setItem(languageStorageKey, language);
  window.location.reload();
}

/** The Intl locale of the language; Arabic keeps Latin digits, as the back office always has. */
export function intlLocale(language: LanguageCode = getLanguage()): string {
  return language === 'ar' ? 'ar-u-nu-latn' : 'en-US';
}

/**
 * After sign-in: the user's own language (My account) becomes the session language. Answers whether it
 * changed the stored choice (the caller reloads so that everything switches); none chosen (null, the
 * organisation's default) or an unknown code keeps the current one.
 */
export function adoptUserLanguage(language: string | null | undefined): boolean {
  if (!language || !isLanguageCode(language)) return false;
  const current = getLanguage();
  storage()?.setItem(languageStorageKey, language);
  return language !== current;
}
