import {
  type CreateFinancialPeriodInput,
  createFinancialPeriodInput,
  type FinancialPeriodDto,
  maxFinancialPeriodDays,
  updateFinancialPeriodInput,
} from '@hr/contracts';
import { Descriptions, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../../components/DateInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatDate } from '../../../../components/format.ts';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { financialPeriodApi } from '../../api/financial-period.api.ts';

const onFields = {
  'Finance:DuplicatePeriodCode': 'code',
  'Finance:PeriodMustFollowPrevious': 'startDate',
  'Finance:PeriodEndBeforeStart': 'endDate',
  'Finance:PeriodTooLong': 'endDate',
  'Finance:PeriodEndBeforeAuditing': 'endDate',
};

/**
 * Add (code, start, end) and edit (code and end, while Opened; the start shown) of a fiscal period. The
 * end not before the start is checked before sending; the server checks the rest (one Opened period, the
 * start following the previous end, the length, the last auditing) and its message shows.
 */
export function FiscalPeriodFormDialog({
  startDate,
  ...dialog
}: CrudDialogProps<FinancialPeriodDto> & { startDate?: string | undefined }) {
  const { t } = useTranslation('finance');
  const record = dialog.record;
  const endNotBeforeStart: FormRule = ({ getFieldValue }) => ({
    validator: async (_, end: string | null | undefined) => {
      const start = record?.startDate ?? (getFieldValue('startDate') as string | null | undefined);
      if (end && start && end < start)
        throw new Error(t('errors::Finance:PeriodEndBeforeStart', { startDate: formatDate(start) }));
    },
  });
  return (
    <FormDialog
      fieldOfCode={onFields}
      {...dialog}
      title={record ? t('EditFiscalPeriod') : t('AddFiscalPeriod')}
      api={financialPeriodApi}
      schemas={{ create: createFinancialPeriodInput, update: updateFinancialPeriodInput }}
      defaults={startDate ? { startDate } : {}}
      toForm={(p: FinancialPeriodDto): Partial<CreateFinancialPeriodInput> => ({
        code: p.code,
        endDate: p.endDate,
      })}
    >
      {record && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[{ key: 'startDate', label: t('StartDate'), children: formatDate(record.startDate) }]}
        />
      )}
      <Field name="code" label={t('Code')} extra={t('PeriodCodeHint')}>
        <Input autoComplete="off" dir="ltr" />
      </Field>
      {!record && (
        <Field name="startDate" label={t('StartDate')}>
          <DateInput aria-label={t('StartDate')} />
        </Field>
      )}
      <Field
        name="endDate"
        label={t('EndDate')}
        dependencies={record ? [] : ['startDate']}
        rules={[endNotBeforeStart]}
        extra={t('PeriodLengthHint', { days: maxFinancialPeriodDays })}
        style={{ marginBottom: 0 }}
      >
        <DateInput aria-label={t('EndDate')} />
      </Field>
    </FormDialog>
  );
}
