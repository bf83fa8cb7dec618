import { type ApplicationConfiguration, isLanguageCode } from '@hr/contracts';
import { useAppConfig } from '../config/useAppConfig.ts';
import { changeLanguage, getLanguage } from '../language.ts';

type Language = ApplicationConfiguration['localization']['languages'][number];

export interface LanguageChoice {
  /** The languages the server offers that the app has texts for. */
  languages: Language[];
  current: string;
  /** Switches to the language (the page reloads); the current one or an unknown code does nothing. */
  choose: (cultureName: string) => void;
}

/** What a language switch offers; a switch shows only when there are at least two languages. */
export function useLanguageChoice(): LanguageChoice {
  const languages = useAppConfig().localization.languages.filter((l) => isLanguageCode(l.cultureName));
  const current = getLanguage();
  return {
    languages,
    current,
    choose: (cultureName) => {
      if (cultureName !== current && isLanguageCode(cultureName)) changeLanguage(cultureName);
    },
  };
}
