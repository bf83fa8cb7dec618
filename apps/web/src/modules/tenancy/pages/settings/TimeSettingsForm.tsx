import { SaveOutlined } from '@ant-design/icons';
import {
  attendanceSyncIntervalRange,
  type TimeSettingsDto,
  terminalClockToleranceRange,
  updateTimeSettingsInput,
} from '@hr/contracts';
import { Button, Form, InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { Field, SchemaForm } from '../../../../components/Field.tsx';
import { QueryLoader } from '../../../../components/QueryLoader.tsx';
import { useSettingsSave } from '../../../../components/useSettingsSave.ts';
import { timeSettingsApi } from './time-settings.api.ts';

// The interval control is empty (null) until a number is typed; the schema then requires one.
type TimeSettingsValues = Omit<
  z.input<typeof updateTimeSettingsInput>,
  'attendanceSyncIntervalMinutes' | 'terminalClockToleranceMinutes'
> & {
  attendanceSyncIntervalMinutes: number | null;
  terminalClockToleranceMinutes: number | null;
};

/** The IANA zones the browser knows (the server checks the same way), the current one kept. */
function zoneOptions(current: string) {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone'), current]);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone }));
}

/**
 * The Time group of setting management: the time zone, how often the attendance sync runs and how far a
 * terminal's clock may drift before the sync warns.
 */
export function TimeSettingsForm() {
  return (
    <QueryLoader queryKey={timeSettingsApi.keys.settings()} queryFn={timeSettingsApi.get}>
      {(settings) => <TimeSettingsFields settings={settings} />}
    </QueryLoader>
  );
}

function TimeSettingsFields({ settings }: { settings: TimeSettingsDto }) {
  const { t } = useTranslation('settings');
  const [form] = Form.useForm<TimeSettingsValues>();
  const zones = useMemo(() => zoneOptions(settings.timeZone), [settings.timeZone]);
  const { saving, save } = useSettingsSave(
    form,
    (values) => timeSettingsApi.update(updateTimeSettingsInput.parse(values)),
    // The app's configuration carries the time zone every date on screen is shown in.
    [timeSettingsApi.keys.settings(), appConfigKeys.all],
  );

  return (
    <SchemaForm<TimeSettingsValues>
      schema={updateTimeSettingsInput}
      form={form}
      initialValues={settings}
      onFinish={save}
      style={{ maxWidth: 480 }}
    >
      <Field name="timeZone" label={t('TimeZone')} extra={t('TimeZoneHint')}>
        <Select showSearch options={zones} aria-label={t('TimeZone')} />
      </Field>
      <Field
        name="attendanceSyncIntervalMinutes"
        label={t('AttendanceSyncIntervalMinutes')}
        extra={t('AttendanceSyncIntervalHint')}
      >
        <InputNumber
          min={attendanceSyncIntervalRange.min}
          max={attendanceSyncIntervalRange.max}
          precision={0}
          style={{ width: 160 }}
          aria-label={t('AttendanceSyncIntervalMinutes')}
        />
      </Field>
      <Field
        name="terminalClockToleranceMinutes"
        label={t('TerminalClockToleranceMinutes')}
        extra={t('TerminalClockToleranceHint')}
      >
        <InputNumber
          min={terminalClockToleranceRange.min}
          max={terminalClockToleranceRange.max}
          precision={0}
          style={{ width: 160 }}
          aria-label={t('TerminalClockToleranceMinutes')}
        />
      </Field>
      <Button type="primary" htmlType="submit" loading={saving} icon={<SaveOutlined />}>
        {t('common::Save')}
      </Button>
    </SchemaForm>
  );
}
