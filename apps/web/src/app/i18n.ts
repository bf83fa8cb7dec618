import {
  accountErrors,
  type ErrorDefinition,
  identityErrors,
  type LanguageCode,
  platformErrors,
  signInErrors,
  tenancyErrors,
} from '@hr/contracts';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, isRightToLeft } from './language.ts';
import { accountNamespaces } from './text-namespaces.ts';

type Resource = Record<string, string>;

/** How a missing translation key is reported on the console (the browser journeys look for it). */
const missingKeyMessage = '[i18n] missing key';

// One JSON file per namespace and language: src/locales/<lang>/<namespace>.json.
const localeFiles = import.meta.glob<Resource>('../locales/*/*.json', { import: 'default' });

const namespaceOf = (path: string) => path.split('/').pop()?.replace('.json', '') ?? '';

/** The namespaces every language ships; a module adds its own file in each language folder. */
export const namespaces = [...new Set(Object.keys(localeFiles).map(namespaceOf))];

async function loadLanguage(
  language: LanguageCode,
  wanted: (namespace: string) => boolean,
): Promise<Record<string, Resource>> {
  const entries = await Promise.all(
    Object.entries(localeFiles)
      .filter(([path]) => path.split('/').at(-2) === language && wanted(namespaceOf(path)))
      .map(async ([path, load]) => [namespaceOf(path), await load()] as const),
  );
  return Object.fromEntries(entries);
}

/**
 * Error codes (the server's, and zod's messages in contracts) are translated once, in contracts. The account
 * pages use these; every module's come with the application layout (`loadApplicationTexts`).
 */
const accountSideErrors = {
  ...platformErrors,
  ...identityErrors,
  ...accountErrors,
  ...signInErrors,
  ...tenancyErrors,
};

function errorTexts(errors: Readonly<Record<string, ErrorDefinition>>, language: LanguageCode): Resource {
  return Object.fromEntries(
    Object.entries(errors).map(([code, text]) => [code, text[language].replace(/\{(\w+)\}/g, '{{$1}}')]),
  );
}

let applicationTexts: Promise<void> | undefined;

// The router starts loading its first routes when it is created, which may be before `initI18n` is done.
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Adds the namespaces the account pages left out and every module's error texts (a chunk of their own), in
 * the languages i18next holds; once, however often asked. The application layout waits for it (router.tsx).
 */
export function loadApplicationTexts(): Promise<void> {
  applicationTexts ??= (async () => {
    await started;
    const languages = Object.keys(i18next.store?.data ?? {}) as LanguageCode[];
    const [{ errorCatalog }, ...perLanguage] = await Promise.all([
      import('./error-catalog.ts'),
      ...languages.map((language) => loadLanguage(language, (ns) => !accountNamespaces.includes(ns))),
    ]);
    languages.forEach((language, i) => {
      for (const [namespace, texts] of Object.entries(perLanguage[i] ?? {}))
        i18next.addResourceBundle(language, namespace, texts, true);
      i18next.addResourceBundle(language, 'errors', errorTexts(errorCatalog, language), true);
    });
  })();
  // A failed fetch is tried again by the next page rather than failing every page after it.
  applicationTexts.catch(() => {
    applicationTexts = undefined;
  });
  return applicationTexts;
}

async function loadDayjsLocale(language: LanguageCode): Promise<void> {
  if (language === 'ar') await import('dayjs/locale/ar');
  dayjs.locale(language);
}

/** Starts i18next in the stored language and sets <html dir lang> before anything renders. */
export async function initI18n(): Promise<void> {
  const language = getLanguage();
  const accountSide = (namespace: string) => accountNamespaces.includes(namespace);
  const withErrors = async (lang: LanguageCode) => ({
    ...(await loadLanguage(lang, accountSide)),
    errors: errorTexts(accountSideErrors, lang),
  });
  const [current, fallback] = await Promise.all([
    withErrors(language),
    language === 'en' ? Promise.resolve(undefined) : withErrors('en'),
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
  markStarted();
}

export { i18next as i18n };
