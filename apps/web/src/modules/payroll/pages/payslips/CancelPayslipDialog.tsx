import { cancelPayslipInput, type PayslipListItemDto } from '@hr/contracts';
import { Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { payslipApi, payslipKeys } from '../../api/payslip.api.ts';

/**
 * Cancel a payslip (500 px): a Draft or a Confirmed one, with the reason kept in its history. A Confirmed
 * payslip's period is then free for a new one.
 */
export function CancelPayslipDialog({
  payslip,
  open,
  onClose,
}: {
  payslip: PayslipListItemDto | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('payslips');
  return (
    <FormDialog<{ reason: string }>
      open={open}
      title={t('CancelPayslip')}
      width={500}
      okText={t('CancelPayslip')}
      mode="update"
      schema={cancelPayslipInput}
      invalidate={payslipKeys.all}
      successMessage={t('PayslipCancelled')}
      onSubmit={(values) =>
        payslip
          ? payslipApi.cancel(payslip.id, {
              reason: values.reason,
              concurrencyStamp: payslip.concurrencyStamp,
            })
          : Promise.resolve()
      }
      onClose={onClose}
    >
      {payslip && (
        <Typography.Paragraph>
          {payslip.employeeFullName} ·{' '}
          <FormattedValue kind="dateRange" value={[payslip.startDate, payslip.endDate]} />
        </Typography.Paragraph>
      )}
      <Field name="reason" label={t('CancellationReason')} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={3} autoFocus aria-label={t('CancellationReason')} />
      </Field>
    </FormDialog>
  );
}
