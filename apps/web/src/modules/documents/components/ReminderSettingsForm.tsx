import { SaveOutlined } from '@ant-design/icons';
import { type DocumentSettingsDto, dueItemEndpoints, updateDocumentSettingsInput } from '@hr/contracts';
import { Button, Form, InputNumber, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../app/api-client.ts';
import { QueryLoader } from '../../../components/QueryLoader.tsx';
import { useSettingsSave } from '../../../components/useSettingsSave.ts';

const key = ['documents', 'settings'] as const;

type Values = Omit<DocumentSettingsDto, 'defaultThresholds'> & { defaultThresholds: Array<number | string> };

/**
 * The Reminders group of setting management: the hour of the tenant's day the reminders go, the daily
 * e-mail digest on or off, and the thresholds of contracts, probations and custody (days ahead).
 */
export function ReminderSettingsForm() {
  return (
    <QueryLoader queryKey={key} queryFn={() => call(dueItemEndpoints.getSettings, {})}>
      {(settings) => <ReminderSettingsFields settings={settings} />}
    </QueryLoader>
  );
}

function ReminderSettingsFields({ settings }: { settings: DocumentSettingsDto }) {
  const { t } = useTranslation('documents');
  const [form] = Form.useForm<Values>();
  const { saving, save } = useSettingsSave(
    form,
    (values) => {
      const body = updateDocumentSettingsInput.parse({
        ...values,
        defaultThresholds: values.defaultThresholds.map(Number).filter((n) => Number.isInteger(n)),
      });
      return call(dueItemEndpoints.updateSettings, { body });
    },
    [key],
  );
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={settings}
      onFinish={save}
      style={{ maxWidth: 480 }}
    >
      <Form.Item
        name="reminderHour"
        label={t('ReminderHour')}
        extra={t('ReminderHourHint')}
        rules={[{ required: true }]}
      >
        <InputNumber min={0} max={23} precision={0} style={{ width: 160 }} aria-label={t('ReminderHour')} />
      </Form.Item>
      <Form.Item
        name="digestEnabled"
        label={t('DigestEnabled')}
        valuePropName="checked"
        extra={t('DigestHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="defaultThresholds" label={t('DefaultThresholds')} extra={t('DefaultThresholdsHint')}>
        <Select
          mode="tags"
          tokenSeparators={[',', ' ']}
          aria-label={t('DefaultThresholds')}
          options={[90, 60, 30, 14, 7, 3, 1, 0].map((d) => ({ value: d, label: String(d) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
        {t('common::Save')}
      </Button>
    </Form>
  );
}
