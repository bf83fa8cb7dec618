import {
  type AttendanceDto,
  AttendanceFixMode,
  AttendanceFixModes,
  createSelfAttendanceRequestInput,
  maxFixRangeDays,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, Input, Radio, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { DateRangeInput } from '../../../../components/DateRangeInput.tsx';
import { DateTimeInput } from '../../../../components/DateTimeInput.tsx';
import { enumOptions } from '../../../../components/enum-options.ts';
import { Field } from '../../../../components/Field.tsx';
import { FormPage } from '../../../../components/FormPage.tsx';
import { fillField } from '../../../../components/fill-field.ts';
import { formatDate } from '../../../../components/format.ts';
import { type DateRange, formatInstant, presetRange, todayIn } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { attendanceRequestApi } from '../../api/attendance-request.api.ts';
import {
  crossFieldRule,
  daysAffectedOfForm,
  daysField,
  dayToCorrect,
  onFormFields,
  type SelfRequestFormValues,
  selfRequestBody,
  valuesOfDay,
} from './self-request-form.ts';

export const attendanceRequestsPath = '/self-service/attendance-requests';

/**
 * /self-service/attendance-requests/create: the stay the employee says they made (check in and check out
 * on the tenant's clock), how it replaces their records (remove-all the days chosen, default; remove only
 * the overlapping ones; fix one chosen record), a reason, and the days affected. Saved: back to the list.
 * `?day=YYYY-MM-DD` (My attendance's "Request a correction") starts from that day: its records' first
 * check-in and last check-out, remove-all of the day, and the records of that day to pick one to fix.
 */
export function AttendanceRequestCreatePage() {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const day = dayToCorrect(params.get('day'), todayIn(zone));
  const ofDay = { fromDate: day ?? '', toDate: day ?? '' };
  const records = useQuery({
    queryKey: attendanceRequestApi.keys.ownAttendances(ofDay),
    queryFn: ({ signal }) => attendanceRequestApi.ownAttendances(ofDay, signal),
    enabled: day !== null,
  });
  return (
    <FormPage<SelfRequestFormValues>
      title={day ? t('CorrectionOfDay', { date: formatDate(day) }) : t('NewAttendanceRequest')}
      mode="create"
      // The day's records are read before the form starts from them (a failed read: the day alone).
      loading={day !== null && records.isPending}
      schema={createSelfAttendanceRequestInput}
      initialValues={day ? valuesOfDay(day, records.data ?? [], zone) : { mode: AttendanceFixMode.RemoveAll }}
      onSubmit={async (values) => {
        try {
          const body = createSelfAttendanceRequestInput.parse(selfRequestBody(values, zone));
          return await attendanceRequestApi.createSelf(body);
        } catch (error) {
          throw onFormFields(error);
        }
      }}
      invalidate={attendanceRequestApi.keys.all}
      // Saved: the list, with the new request. Cancelled from a day of My attendance: back to that month.
      onDone={(saved) =>
        void (!saved && day && location.key !== 'default' ? navigate(-1) : navigate(attendanceRequestsPath))
      }
    >
      <SelfRequestFields zone={zone} day={day} />
    </FormPage>
  );
}

function SelfRequestFields({ zone, day }: { zone: string; day: string | null }) {
  const { t } = useTranslation('requests');
  const form = Form.useFormInstance<SelfRequestFormValues>();
  const values = Form.useWatch([], { form, preserve: true }) ?? {};
  const mode = values.mode ?? AttendanceFixMode.RemoveAll;
  const days = daysAffectedOfForm(values, zone);

  // The days to fix follow the stay until the employee picks them.
  const [daysTouched, setDaysTouched] = useState(false);
  const followStay = (checkIn: string | null | undefined, checkOut: string | null | undefined) => {
    if (daysTouched || !checkIn) return;
    const first = todayIn(zone, new Date(checkIn));
    const last = checkOut ? todayIn(zone, new Date(checkOut)) : first;
    fillField(form, daysField, last > first ? [first, last] : [first, first]);
  };

  const stayRule = (field: string) => crossFieldRule(field, zone);
  return (
    // One column at most 720 px wide: the fields stack on a phone and do not stretch on a wide screen.
    <div style={{ maxWidth: 720 }}>
      <Field name="mode" label={t('FixMode')}>
        <Radio.Group
          options={enumOptions(AttendanceFixModes)}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          onChange={() => form.setFields([{ name: 'attendanceId', errors: [] }])}
        />
      </Field>
      <Field
        name="checkIn"
        label={t('CheckIn')}
        dependencies={['checkOut', daysField, 'mode']}
        rules={[stayRule('checkIn')]}
      >
        <DateTimeInput
          noFuture
          pickerDay={day}
          aria-label={t('CheckIn')}
          onChange={(v) => {
            // Form.Item has stored the value already (antd calls the control's own onChange after).
            followStay(v, form.getFieldValue('checkOut'));
          }}
        />
      </Field>
      <Field name="checkOut" label={t('CheckOut')} dependencies={['checkIn']} rules={[stayRule('checkOut')]}>
        <DateTimeInput
          noFuture
          pickerDay={day}
          aria-label={t('CheckOut')}
          onChange={(v) => {
            followStay(form.getFieldValue('checkIn'), v);
          }}
        />
      </Field>
      {mode === AttendanceFixMode.RemoveAll && (
        <Form.Item
          name={daysField}
          label={t('DaysToFix')}
          extra={t('DaysToFixHint', { days: maxFixRangeDays })}
          required
          dependencies={['checkIn', 'checkOut', 'mode']}
          rules={[stayRule(daysField)]}
        >
          <DateRangeInput
            noFuture
            presets={[]}
            aria-label={t('DaysToFix')}
            onChange={() => setDaysTouched(true)}
          />
        </Form.Item>
      )}
      <AttendanceToFix zone={zone} day={day} disabled={mode !== AttendanceFixMode.Fix} />
      <Field name="reason" label={t('Reason')}>
        <Input.TextArea rows={3} aria-label={t('Reason')} />
      </Field>
      <Typography.Paragraph data-testid="days-affected" style={{ marginBottom: 0 }}>
        {t('DaysAffected')}: <Typography.Text strong>{days ?? '—'}</Typography.Text>
      </Typography.Paragraph>
    </div>
  );
}

/**
 * The record fix mode replaces: one of the employee's own records of the days searched (the day to correct,
 * else the last week, by default); choosing one copies its times into the stay, to be corrected there.
 */
function AttendanceToFix({ zone, day, disabled }: { zone: string; day: string | null; disabled: boolean }) {
  const { t } = useTranslation('requests');
  const form = Form.useFormInstance<SelfRequestFormValues>();
  const [range, setRange] = useState<DateRange>(() => (day ? [day, day] : presetRange('last7Days', zone)));
  const query = { fromDate: range[0], toDate: range[1] };
  const records = useQuery({
    queryKey: attendanceRequestApi.keys.ownAttendances(query),
    queryFn: ({ signal }) => attendanceRequestApi.ownAttendances(query, signal),
    enabled: !disabled,
  });
  const label = (a: AttendanceDto) => {
    const checkIn = formatInstant(a.checkIn, zone);
    if (!a.checkOut) return `${checkIn} – ${t('StillIn')}`;
    const checkOut = formatInstant(a.checkOut, zone);
    // 'YYYY/MM/DD hh:mm A': the check-out's date only when it is another day.
    return `${checkIn} – ${checkOut.slice(0, 10) === checkIn.slice(0, 10) ? checkOut.slice(11) : checkOut}`;
  };
  return (
    <Form.Item label={t('AttendanceToFix')} required={!disabled} style={{ marginBottom: 0 }}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <DateRangeInput
          noFuture
          allowClear={false}
          presets={['last7Days', 'thisMonth', 'lastMonth']}
          disabled={disabled}
          value={range}
          onChange={(v) => v && setRange(v)}
          aria-label={t('RecordsOfDays')}
        />
        {records.isError && !disabled && <Alert type="warning" showIcon message={records.error.message} />}
        <Field name="attendanceId" dependencies={['mode']} rules={[crossFieldRule('attendanceId', zone)]}>
          <Select<string>
            allowClear
            disabled={disabled}
            loading={records.isFetching}
            placeholder={t('ChooseAttendance')}
            aria-label={t('AttendanceToFix')}
            options={(records.data ?? []).map((a) => ({ value: a.id, label: label(a) }))}
            notFoundContent={t('NoRecordsOfDays')}
            onChange={(id) => {
              const record = records.data?.find((a) => a.id === id);
              if (!record) return;
              fillField(form, 'checkIn', record.checkIn);
              if (record.checkOut) fillField(form, 'checkOut', record.checkOut);
            }}
          />
        </Field>
      </Space>
    </Form.Item>
  );
}
