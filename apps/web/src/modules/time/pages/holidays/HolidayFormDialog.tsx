import { createHolidayInput, type HolidayDto, updateHolidayInput } from '@hr/contracts';
import { Checkbox, Col, type FormRule, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../../components/DateInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { NamesField } from '../../../../components/NamesField.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { holidayApi } from '../../api/holiday.api.ts';

/**
 * New and Edit holiday (500 px): the name in English and in Arabic, the first and last day (empty: the one day), and whether it
 * repeats every year. `from` is the day a New from the calendar starts on.
 */
export function HolidayFormDialog({
  from,
  ...dialog
}: CrudDialogProps<HolidayDto> & { /** New from a day of the calendar. */ from?: string }) {
  const { t } = useTranslation('time');
  // The contract checks the two dates together; the form says it under the end as soon as both are there.
  const endNotBeforeStart: FormRule = ({ getFieldValue }) => ({
    validator: async (_, to: string | null | undefined) => {
      const start = getFieldValue('from') as string | null | undefined;
      if (to && start && to < start) throw new Error(t('errors::Time:InvalidToDate'));
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={dialog.record ? t('EditHoliday') : t('NewHoliday')}
      width={500}
      api={holidayApi}
      schemas={{ create: createHolidayInput, update: updateHolidayInput }}
      defaults={{ from: from ?? null, isReOccurring: false }}
    >
      <NamesField label={t('Name')} />
      <Row gutter={12}>
        <Col span={12}>
          <Field name="from" label={t('HolidayFrom')}>
            <DateInput aria-label={t('HolidayFrom')} />
          </Field>
        </Col>
        <Col span={12}>
          <Field
            name="to"
            label={t('HolidayTo')}
            extra={t('HolidayToHint')}
            dependencies={['from']}
            rules={[endNotBeforeStart]}
          >
            <DateInput aria-label={t('HolidayTo')} />
          </Field>
        </Col>
      </Row>
      <Field
        name="isReOccurring"
        valuePropName="checked"
        extra={t('ReOccurringHint')}
        style={{ marginBottom: 0 }}
      >
        <Checkbox>{t('ReOccurring')}</Checkbox>
      </Field>
    </FormDialog>
  );
}
