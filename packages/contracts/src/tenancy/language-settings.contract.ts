import { z } from 'zod';
import { type LanguageCode, languages } from '../platform/localization.ts';

/**
 * The Language group of setting management: GET and POST /api/setting-management/language. The default
 * language of the caller's side, `Abp.Localization.DefaultLanguage` at the tenant level (the host's: every
 * tenant's fallback). Mail goes out in the recipient's own language (My account), else this one, else the
 * host's, else English.
 */
export const languageSettingsDto = z.object({
  defaultLanguage: z.enum(languages.map((l) => l.cultureName) as [LanguageCode, ...LanguageCode[]]),
});
export type LanguageSettingsDto = z.infer<typeof languageSettingsDto>;

export const updateLanguageSettingsInput = z.object({
  /** One of the languages the product ships; anything else is a 400 naming the choices. */
  defaultLanguage: z.enum(languages.map((l) => l.cultureName) as [LanguageCode, ...LanguageCode[]], {
    error: 'Account:UnsupportedLanguage',
  }),
});
export type UpdateLanguageSettingsInput = z.infer<typeof updateLanguageSettingsInput>;
