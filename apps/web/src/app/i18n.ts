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

/**
 * The texts: one JSON file per namespace and language (src/locales/<lang>/<namespace>.json), bundled at build
 * time into two files per language (texts/): the account pages' namespaces, which the login page loads, and
 * all the others, which come with the application layout (with every module's error texts). A language is
 * two requests rather than one small chunk per namespace.
 */
const textFiles: Record<
  LanguageCode,
  { account: () => Promise<TextFile>; application: () => Promise<AppTextFile> }
> = {
  en: { account: () => import('./texts/en-account.ts'), application: () => import('./texts/en.ts') },
  ar: { account: () => import('./texts/ar-account.ts'), application: () => import('./texts/ar.ts') },
};

interface TextFile {
  /** './locales/<lang>/<namespace>.json' -> its texts. */
  texts: Record<string, Resource>;
}
interface AppTextFile extends TextFile {
  errorCatalog: Readonly<Record<string, ErrorDefinition>>;
}

const namespaceOf = (path: string) => path.split('/').pop()?.replace('.json', '') ?? '';

const byNamespace = (file: TextFile): Record<string, Resource> =>
  Object.fromEntries(Object.entries(file.texts).map(([path, texts]) => [namespaceOf(path), texts]));

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

/** The languages a session holds: its own, and English (the fallback) beside any other. */
const languagesOf = (language: LanguageCode): LanguageCode[] =>
  language === 'en' ? ['en'] : [language, 'en'];

let applicationTexts: Promise<void> | undefined;

// The router starts loading its first routes when it is created, which may be before `initI18n` is done.
let markStarted: () => void = () => undefined;
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/**
 * Adds the namespaces the account pages left out and every module's error texts (one file per language), in
 * the languages i18next holds; once, however often asked. The application layout waits for it (router.tsx).
 * The files are fetched at once, while i18next may still be starting (the router asks for them when it is
 * created); they are added once it has started.
 */
export function loadApplicationTexts(): Promise<void> {
  applicationTexts ??= (async () => {
    const languages = languagesOf(getLanguage());
    const files = await Promise.all(languages.map((language) => textFiles[language].application()));
    await started;
    languages.forEach((language, i) => {
      const file = files[i] as AppTextFile;
      for (const [namespace, texts] of Object.entries(byNamespace(file)))
        i18next.addResourceBundle(language, namespace, texts, true);
      i18next.addResourceBundle(language, 'errors', errorTexts(file.errorCatalog, language), true);
    });
    // Known to i18next from now on, as if it had loaded them (there is no backend: nothing is fetched).
    await i18next.loadNamespaces(Object.keys(byNamespace(files[0] as AppTextFile)));
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
  const withErrors = async (lang: LanguageCode) => ({
    ...byNamespace(await textFiles[lang].account()),
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
    ns: [...accountNamespaces, 'errors'],
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
