import type { LanguageCode } from '@hr/contracts';
import type { Locale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';

type PickerLocale = NonNullable<Locale['DatePicker']>;

/**
 * antd's Arabic calendar heads its day columns with the full weekday names ('الخميس'), which run into
 * each other in a day's narrow column. Without them the picker asks dayjs for the locale's short ones
 * (`weekdaysMin`: ح ن ث ر خ ج س), as it does in English (Su Mo Tu).
 */
function withDayjsWeekdays(picker: PickerLocale): PickerLocale {
  const { shortWeekDays: _, ...lang } = picker.lang;
  return { ...picker, lang: lang as PickerLocale['lang'] };
}

// antd's locale files are CommonJS: the production bundle's interop hands over their module (the locale
// under `default`), the dev server and the tests the locale itself.
const unwrap = (locale: Locale): Locale => (locale as Locale & { default?: Locale }).default ?? locale;
const arabicBase = unwrap(arEG);
const arabic: Locale = arabicBase.DatePicker
  ? {
      ...arabicBase,
      DatePicker: withDayjsWeekdays(arabicBase.DatePicker),
      Calendar: withDayjsWeekdays(arabicBase.DatePicker),
    }
  : arabicBase;

/** antd's texts (and date picker words) for the language. */
export function antdLocale(language: LanguageCode): Locale {
  return language === 'ar' ? arabic : unwrap(enUS);
}
