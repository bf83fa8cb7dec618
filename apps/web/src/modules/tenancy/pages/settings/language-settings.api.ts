import { languageSettingsEndpoints, type UpdateLanguageSettingsInput } from '@hr/contracts';
import { call } from '../../../../app/api-client.ts';

/** The default language of the caller's side (host or tenant): the language of mail for users who chose none. */
export const languageSettingsApi = {
  keys: { settings: () => ['tenancy', 'setting-management', 'language'] as const },
  get: () => call(languageSettingsEndpoints.get, {}),
  update: (input: UpdateLanguageSettingsInput) => call(languageSettingsEndpoints.update, { body: input }),
};
