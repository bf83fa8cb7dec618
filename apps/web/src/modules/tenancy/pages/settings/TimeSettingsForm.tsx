import {
  attendanceSyncIntervalRange,
  type TimeSettingsDto,
  terminalClockToleranceRange,
  updateTimeSettingsInput,
} from '@hr/contracts';
import { InputNumber, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { appConfigKeys } from '../../../../app/config/app-config.ts';
import { Field } from '../../../../components/Field.tsx';
import { SettingsForm } from '../../../../components/SettingsForm.tsx';
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
    <SettingsForm<TimeSettingsDto, TimeSettingsValues>
      queryKey={timeSettingsApi.keys.settings()}
      load={timeSettingsApi.get}
      schema={updateTimeSettingsInput}
      update={(values) => timeSettingsApi.update(updateTimeSettingsInput.parse(values))}
      // The app's configuration carries the time zone every date on screen is shown in.
      alsoRefresh={[appConfigKeys.all]}
      maxWidth={480}
    >
      {(settings) => <TimeSettingsFields timeZone={settings.timeZone} />}
    </SettingsForm>
  );
}

function TimeSettingsFields({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('settings');
  const zones = useMemo(() => zoneOptions(timeZone), [timeZone]);
  return (
    <>
      <Field name="timeZone" label={t('TimeZone')} extra={t('TimeZoneHint')}>
        <Select showSearch options={zones} aria-label={t('TimeZone')} />
      </Field>
      <MinutesField
        name="attendanceSyncIntervalMinutes"
        label={t('AttendanceSyncIntervalMinutes')}
        hint={t('AttendanceSyncIntervalHint')}
        range={attendanceSyncIntervalRange}
      />
      <MinutesField
        name="terminalClockToleranceMinutes"
        label={t('TerminalClockToleranceMinutes')}
        hint={t('TerminalClockToleranceHint')}
        range={terminalClockToleranceRange}
      />
    </>
  );
}

/** A whole number of minutes within the contract's range. */
function MinutesField({
  name,
  label,
  hint,
  range,
}: {
  name: keyof TimeSettingsValues;
  label: string;
  hint: string;
  range: { min: number; max: number };
}) {
  return (
    <Field name={name} label={label} extra={hint}>
      <InputNumber min={range.min} max={range.max} precision={0} style={{ width: 160 }} aria-label={label} />
    </Field>
  );
}
