import { errorCatalog, type LanguageCode } from '@hr/contracts';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, isRightToLeft } from './language.ts';

type Resource = Record<string, string>;

/** How a missing translation key is reported on the console (the browser journeys look for it). */
const missingKeyMessage = '[i18n] missing key';

// One JSON file per namespace and language: src/locales/<lang>/<namespace>.json.
const localeFiles = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

/** The namespaces every language ships; a module adds its own file in each language folder. */
export const namespaces = [
  ...new Set(Object.keys(localeFiles).map((path) => path.split('/').pop()?.replace('.json', '') ?? '')),
];

async function loadLanguage(language: LanguageCode): Promise<Record<string, Resource>> {
  const entries = await Promise.all(
    Object.entries(localeFiles)
      .filter(([path]) => path.split('/').at(-2) === language)
      .map(
        async ([path, load]) => [path.split('/').pop()?.replace('.json', '') ?? '', await load()] as const,
      ),
  );
  const resources: Record<string, Resource> = Object.fromEntries(entries);
  // Server error codes (used as zod messages too) are translated once, in contracts.
  resources.errors = Object.fromEntries(
    Object.entries(errorCatalog).map(([code, text]) => [
      code,
      text[language].replace(/\{(\w+)\}/g, '{{$1}}'),
    ]),
  );
  return resources;
}

async function loadDayjsLocale(language: LanguageCode): Promise<void> {
  if (language === 'ar') await import('dayjs/locale/ar');
  dayjs.locale(language);
}

/** Starts i18next in the stored language and sets <html dir lang> before anything renders. */
export async function initI18n(): Promise<void> {
  const language = getLanguage();
  const [current, fallback] = await Promise.all([
    loadLanguage(language),
    language === 'en' ? Promise.resolve(undefined) : loadLanguage('en'),
    loadDayjsLocale(language),
  ]);
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    resources: fallback ? { [language]: current, en: fallback } : { [language]: current },
    ns: [...namespaces, 'errors'],
    defaultNS: 'common',
    fallbackNS: 'common',
    // Keys are flat ("UserName"); "identity::Users" names another namespace, like ABP's "Resource::Key".
    keySeparator: false,
    nsSeparator: '::',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A key found in no language shows as itself: say so on the console, in production builds too (the
    // browser journeys run one and fail on this message; tests/e2e/support.ts). A key missing only in the
    // current language falls back to English without a message: src/locales/locales.test.ts proves both
    // languages have the same keys.
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) =>
      console.error(`${missingKeyMessage} ${namespace}::${key}`),
  });
  document.documentElement.lang = language;
  document.documentElement.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
}

export { i18next as i18n };
