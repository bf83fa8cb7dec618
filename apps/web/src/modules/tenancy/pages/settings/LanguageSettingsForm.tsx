import { type LanguageSettingsDto, languages, updateLanguageSettingsInput } from '@hr/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { Field } from '../../../../components/Field.tsx';
import { SettingsForm } from '../../../../components/SettingsForm.tsx';
import { languageSettingsApi } from './language-settings.api.ts';

type LanguageSettingsValues = z.input<typeof updateLanguageSettingsInput>;

/**
 * The Language group of setting management: the organisation's default language, which mail (payslips,
 * notifications) is written in for the users who did not choose their own on My account.
 */
export function LanguageSettingsForm() {
  const { t } = useTranslation('settings');
  return (
    <SettingsForm<LanguageSettingsDto, LanguageSettingsValues>
      queryKey={languageSettingsApi.keys.settings()}
      load={languageSettingsApi.get}
      schema={updateLanguageSettingsInput}
      update={(values) => languageSettingsApi.update(updateLanguageSettingsInput.parse(values))}
      // The app's configuration carries the setting's value.
      alsoRefresh={[appConfigKeys.all]}
      maxWidth={480}
    >
      {() => (
        <Field name="defaultLanguage" label={t('DefaultLanguage')} extra={t('DefaultLanguageHint')}>
          <Select
            options={languages.map((l) => ({ value: l.cultureName, label: l.displayName }))}
            aria-label={t('DefaultLanguage')}
            style={{ maxWidth: 320 }}
          />
        </Field>
      )}
    </SettingsForm>
  );
}
