import {
  type EmployeeCustodyDto,
  type ReleaseEmployeeCustodyInput,
  releaseEmployeeCustodyInput,
} from '@hr/contracts';
import { Alert, Descriptions, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { invalidateAfterChange } from '../../../../app/invalidate-after-change.ts';
import { DateInput } from '../../../../components/DateInput.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { formatDate } from '../../../../components/format.ts';
import { useRefusal } from '../../../../components/useRefusal.ts';
import { employeeCustodyApi } from '../../api/employee-custody.api.ts';

export interface ReleaseCustodyDialogProps {
  open: boolean;
  /** The custody being released (kept while the dialog animates closed). */
  custody: EmployeeCustodyDto | undefined;
  onClose: () => void;
}

/**
 * Release, titled Update as the spec's dialog (600 px): the release date (required, not before the receipt:
 * said before anything is sent) and the reason. Should the server still refuse (another user released it
 * meanwhile), its message stays in the dialog and the list is read again, so the row shows it released.
 */
export function ReleaseCustodyDialog({ open, custody, onClose }: ReleaseCustodyDialogProps) {
  const { t } = useTranslation('custody');
  const { refusal, save, closing } = useRefusal(
    (error) => (error.status === 422 && error.code === 'Custody:AlreadyReleased' ? error.message : undefined),
    () => invalidateAfterChange(employeeCustodyApi.keys.all),
  );
  const receiptDate = custody?.receiptDate;
  const notBeforeReceipt: FormRule = {
    validator: async (_, value: string | null | undefined) => {
      if (value && receiptDate && value < receiptDate)
        throw new Error(t('errors::Custody:InvalidReleaseDate', { receiptDate: formatDate(receiptDate) }));
    },
  };

  const release = async (values: ReleaseEmployeeCustodyInput) => {
    if (!custody) return undefined;
    return save(() => employeeCustodyApi.release(custody.id, releaseEmployeeCustodyInput.parse(values)));
  };

  return (
    <FormDialog<ReleaseEmployeeCustodyInput>
      open={open}
      title={t('Update')}
      width={600}
      mode="update"
      schema={releaseEmployeeCustodyInput}
      invalidate={employeeCustodyApi.keys.all}
      successMessage={t('CustodyReleased')}
      onSubmit={release}
      onClose={closing(onClose)}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} role="alert" />}
      {custody && (
        <Descriptions
          size="small"
          column={1}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'employee', label: t('Employee'), children: custody.employeeName ?? '—' },
            { key: 'description', label: t('Description'), children: custody.description ?? '—' },
            { key: 'receiptDate', label: t('ReceiptDate'), children: formatDate(custody.receiptDate) },
          ]}
        />
      )}
      <Field name="releaseDate" label={t('ReleaseDate')} rules={[notBeforeReceipt]}>
        <DateInput aria-label={t('ReleaseDate')} />
      </Field>
      <Field name="releaseReason" label={t('ReleaseReason')} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={3} />
      </Field>
    </FormDialog>
  );
}
