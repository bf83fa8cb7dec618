import { type ContractDto, cancelContractInput } from '@hr/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { contractApi } from '../../api/contract.api.ts';

/** The list's Cancel action (500 px): asks for the reason, then cancels the contract. */
export function CancelContractDialog({
  contract,
  onClose,
}: {
  contract: ContractDto | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('employment');
  return (
    <FormDialog<{ reason: string }>
      open={contract !== undefined}
      onClose={onClose}
      title={contract ? t('CancelContractOf', { name: contract.name }) : ''}
      width={500}
      mode="update"
      schema={cancelContractInput}
      initialValues={{ reason: '' }}
      onSubmit={({ reason }) => contractApi.cancel(contract!.id, reason)}
      invalidate={contractApi.keys.all}
      successMessage={t('ContractCanceled')}
      okText={t('CancelContract')}
    >
      <Field name="reason" label={t('CancellationReason')}>
        <Input.TextArea rows={3} autoFocus />
      </Field>
    </FormDialog>
  );
}
