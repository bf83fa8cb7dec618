import { SaveOutlined } from '@ant-design/icons';
import { type LanguageSettingsDto, languages, updateLanguageSettingsInput } from '@hr/contracts';
import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { Field, SchemaForm } from '../../../../components/Field.tsx';
import { QueryLoader } from '../../../../components/QueryLoader.tsx';
import { useSettingsSave } from '../../../../components/useSettingsSave.ts';
import { languageSettingsApi } from './language-settings.api.ts';

type LanguageSettingsValues = z.input<typeof updateLanguageSettingsInput>;

/**
 * The Language group of setting management: the organisation's default language, which mail (payslips,
 * notifications) is written in for the users who did not choose their own on My account.
 */
export function LanguageSettingsForm() {
  return (
    <QueryLoader queryKey={languageSettingsApi.keys.settings()} queryFn={languageSettingsApi.get}>
      {(settings) => <LanguageSettingsFields settings={settings} />}
    </QueryLoader>
  );
}

function LanguageSettingsFields({ settings }: { settings: LanguageSettingsDto }) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<LanguageSettingsValues>();
  const { saving, save } = useSettingsSave(
    form,
    (values) => languageSettingsApi.update(updateLanguageSettingsInput.parse(values)),
    // The app's configuration carries the setting's value.
    [languageSettingsApi.keys.settings(), appConfigKeys.all],
  );

  return (
    <SchemaForm<LanguageSettingsValues>
      schema={updateLanguageSettingsInput}
      form={form}
      initialValues={settings}
      onFinish={save}
      style={{ maxWidth: 480 }}
    >
      <Field name="defaultLanguage" label={t('DefaultLanguage')} extra={t('DefaultLanguageHint')}>
        <Select
          options={languages.map((l) => ({ value: l.cultureName, label: l.displayName }))}
          aria-label={t('DefaultLanguage')}
          style={{ maxWidth: 320 }}
        />
      </Field>
      <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
        {t('common::Save')}
      </Button>
    </SchemaForm>
  );
}
