import { type AddAccountingAuditingInput, addAccountingAuditingInput } from '@hr/contracts';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { financialPeriodApi } from '../../api/financial-period.api.ts';
import { PastDateInput } from '../../components/PastDateInput.tsx';
import type { PeriodDialogProps } from './AuditingsDialog.tsx';

const field = 'accountingAuditingDate';
const onDate = {
  'Finance:AuditingOutsidePeriod': field,
  'Finance:AuditingNotAfterLast': field,
  'Finance:DateInFuture': field,
};

/**
 * Add accounting auditing: the date the books were audited up to, inside the period and not after the
 * tenant's today (the picker offers only those days); the server also wants it after the last auditing.
 */
export function AddAuditingDialog({ open, period, onClose }: PeriodDialogProps) {
  const { t } = useTranslation('finance');
  return (
    <FormDialog<Pick<AddAccountingAuditingInput, 'accountingAuditingDate'>>
      fieldOfCode={onDate}
      open={open}
      title={t('AddAccountingAuditing')}
      mode="create"
      schema={addAccountingAuditingInput}
      successMessage={t('AddedSuccessfully')}
      invalidate={financialPeriodApi.keys.all}
      onSubmit={async (values) =>
        period &&
        financialPeriodApi.addAuditing(addAccountingAuditingInput.parse({ ...values, id: period.id }))
      }
      onClose={onClose}
    >
      {period && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'code', label: t('FiscalPeriod'), children: period.code },
            {
              key: 'range',
              label: t('PeriodDates'),
              children: <FormattedValue kind="dateRange" value={[period.startDate, period.endDate]} />,
            },
            {
              key: 'last',
              label: t('LastAccountingAuditing'),
              children: <FormattedValue kind="date" value={period.lastAccountingAuditing} />,
            },
          ]}
        />
      )}
      <Field name="accountingAuditingDate" label={t('AccountingAuditingDate')} style={{ marginBottom: 0 }}>
        <PastDateInput
          aria-label={t('AccountingAuditingDate')}
          from={period?.startDate}
          to={period?.endDate}
        />
      </Field>
    </FormDialog>
  );
}
