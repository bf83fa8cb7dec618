import { type DocumentSettingsDto, dueItemEndpoints, updateDocumentSettingsInput } from '@hr/contracts';
import { Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../app/api-client.ts';
import { SettingsForm } from '../../../components/SettingsForm.tsx';

const key = ['documents', 'settings'] as const;

type Values = Omit<DocumentSettingsDto, 'defaultThresholds'> & { defaultThresholds: Array<number | string> };

/**
 * The Reminders group of setting management: the hour of the tenant's day the reminders go, the daily
 * e-mail digest on or off, and the thresholds of contracts, probations and custody (days ahead).
 */
export function ReminderSettingsForm() {
  const { t } = useTranslation('documents');
  return (
    <SettingsForm<DocumentSettingsDto, Values>
      queryKey={key}
      load={() => call(dueItemEndpoints.getSettings, {})}
      schema={updateDocumentSettingsInput}
      update={(values) => {
        const body = updateDocumentSettingsInput.parse({
          ...values,
          defaultThresholds: values.defaultThresholds.map(Number).filter((n) => Number.isInteger(n)),
        });
        return call(dueItemEndpoints.updateSettings, { body });
      }}
      maxWidth={480}
    >
      {() => (
        // The form's own rules (not the schema's): the thresholds are typed tags, read as numbers on save.
        <>
          <Form.Item
            name="reminderHour"
            label={t('ReminderHour')}
            extra={t('ReminderHourHint')}
            rules={[{ required: true }]}
          >
            <InputNumber
              min={0}
              max={23}
              precision={0}
              style={{ width: 160 }}
              aria-label={t('ReminderHour')}
            />
          </Form.Item>
          <Form.Item
            name="digestEnabled"
            label={t('DigestEnabled')}
            valuePropName="checked"
            extra={t('DigestHint')}
          >
            <Switch />
          </Form.Item>
          <Form.Item
            name="defaultThresholds"
            label={t('DefaultThresholds')}
            extra={t('DefaultThresholdsHint')}
          >
            <Select
              mode="tags"
              tokenSeparators={[',', ' ']}
              aria-label={t('DefaultThresholds')}
              options={[90, 60, 30, 14, 7, 3, 1, 0].map((d) => ({ value: d, label: String(d) }))}
            />
          </Form.Item>
        </>
      )}
    </SettingsForm>
  );
}
