import {
  DaysOfWeek,
  expectedAttendanceFits,
  expectedAttendanceOf,
  hoursOverlap,
  spanMinutes,
  type WorkingHourInput,
  workingHourInput,
} from '@hr/contracts';
import type { FormInstance, FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EnumSelect } from '../../../../components/EnumSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { TimeInput } from '../../../../components/TimeInput.tsx';
import type { WorkingHourRow } from '../working-schedules/WorkingHoursTable.tsx';

/** The dialog's values: one day when editing an hour, several when adding (one hour per day). */
type Values = Omit<WorkingHourInput, 'day'> & { day?: number; days?: number[] };

/** At least one day, each a member of the week (the hour's own `day` schema). */
const daysSchema = z.array(workingHourInput.shape.day).min(1);

export interface WorkingHourFormDialogProps {
  open: boolean;
  /** The hour to edit; absent to add hours. */
  hour?: WorkingHourRow | undefined;
  /** The schedule's other hours, which the new ones must not overlap. */
  others: readonly WorkingHourRow[];
  /** The hours the dialog made: the edited one, or one per picked day. */
  onSubmit: (hours: WorkingHourRow[]) => void;
  onClose: () => void;
}

/** The hours the values make: the edited hour, or one per picked day in week order. */
function hoursOf(values: Partial<Values>, editing: WorkingHourRow | undefined): WorkingHourRow[] {
  const { from = '', to = '', expectedAttendance = '' } = values;
  const days = editing ? [values.day ?? Number(editing.day)] : [...(values.days ?? [])].sort((a, b) => a - b);
  return days.map((day) => ({
    ...(editing?.id ? { id: editing.id } : {}),
    day,
    from,
    to,
    expectedAttendance,
  }));
}

/**
 * Add and Edit working hour (700 px): day (several on add: one hour per day), from, to and expected
 * attendance. Changing from or to sets expected attendance to the time between them; the rules are the
 * contract's (an end before the start runs past midnight, expected attendance within it, no overlap with
 * the schedule's other hours, the next day's included).
 */
export function WorkingHourFormDialog({ open, hour, others, onSubmit, onClose }: WorkingHourFormDialogProps) {
  const { t } = useTranslation('employment');

  const rules = (form: FormInstance<Values>) => {
    const values = () => form.getFieldsValue(true) as Partial<Values>;
    const when = (fails: (v: Partial<Values>) => boolean, code: string): FormRule => ({
      validator: async () => {
        if (fails(values())) throw new Error(t(`errors::${code}`));
      },
    });
    const times = (v: Partial<Values>) => Boolean(v.from && v.to);
    return {
      to: when((v) => times(v) && spanMinutes(v.from!, v.to!) === 0, 'Contracts:EmptyWorkingHour'),
      expectedAttendance: when(
        (v) =>
          times(v) &&
          Boolean(v.expectedAttendance) &&
          spanMinutes(v.from!, v.to!) > 0 &&
          !expectedAttendanceFits(v.from!, v.to!, v.expectedAttendance!),
        'Contracts:InvalidExpectedAttendance',
      ),
      from: when(
        (v) =>
          times(v) &&
          spanMinutes(v.from!, v.to!) > 0 &&
          hoursOf(v, hour).some((h) =>
            others.some((o) => hoursOverlap({ ...h, day: Number(h.day) }, { ...o, day: Number(o.day) })),
          ),
        'Contracts:OverlappingWorkingHours',
      ),
    };
  };

  /** A user's change of from or to proposes the whole time between them as expected attendance. */
  const recompute = (form: FormInstance<Values>, from: unknown, to: unknown) => {
    const proposed = expectedAttendanceOf(from as string | null, to as string | null);
    if (proposed) form.setFieldValue('expectedAttendance', proposed);
    void form.validateFields(['from', 'to', 'expectedAttendance']).catch(() => undefined);
  };

  return (
    <FormDialog<Values>
      open={open}
      mode={hour ? 'update' : 'create'}
      title={hour ? t('EditWorkingHour') : t('NewWorkingHour')}
      width={700}
      okText={hour ? t('common::Save') : t('Add')}
      successMessage={false}
      schema={workingHourInput}
      initialValues={hour ? { ...hour, day: Number(hour.day) } : { days: [] }}
      onSubmit={async (values) => onSubmit(hoursOf(values, hour))}
      onClose={onClose}
    >
      {(form) => {
        const r = rules(form);
        return (
          <>
            {hour ? (
              <Field name="day" label={t('Day')}>
                <EnumSelect enum={DaysOfWeek} aria-label={t('Day')} />
              </Field>
            ) : (
              <Field name="days" label={t('Days')} schema={daysSchema} extra={t('DaysHint')}>
                <EnumSelect enum={DaysOfWeek} mode="multiple" allowClear aria-label={t('Days')} />
              </Field>
            )}
            <Field name="from" label={t('From')} rules={[r.from]} dependencies={['to', 'day', 'days']}>
              <TimeInput
                aria-label={t('From')}
                onChange={(from) => recompute(form, from, form.getFieldValue('to'))}
              />
            </Field>
            <Field name="to" label={t('To')} rules={[r.to]} extra={t('ToHint')}>
              <TimeInput
                aria-label={t('To')}
                onChange={(to) => recompute(form, form.getFieldValue('from'), to)}
              />
            </Field>
            <Field
              name="expectedAttendance"
              label={t('ExpectedAttendance')}
              rules={[r.expectedAttendance]}
              dependencies={['from', 'to']}
              style={{ marginBottom: 0 }}
            >
              <TimeInput duration aria-label={t('ExpectedAttendance')} />
            </Field>
          </>
        );
      }}
    </FormDialog>
  );
}
