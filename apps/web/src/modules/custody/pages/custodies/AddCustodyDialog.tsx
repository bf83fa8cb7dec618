import { type CreateEmployeeCustodyInput, createEmployeeCustodyInput } from '@hr/contracts';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../../components/DateInput.tsx';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { employeeCustodyApi } from '../../api/employee-custody.api.ts';

/**
 * AddCustody (600 px): the employee (searched by name), the receipt date (not after today: the server says
 * so in the tenant's zone) and what was handed over.
 */
export function AddCustodyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('custody');
  return (
    <FormDialog<CreateEmployeeCustodyInput>
      open={open}
      title={t('AddCustody')}
      width={600}
      mode="create"
      schema={createEmployeeCustodyInput}
      invalidate={employeeCustodyApi.keys.all}
      onSubmit={(values) => employeeCustodyApi.create(createEmployeeCustodyInput.parse(values))}
      onClose={onClose}
    >
      <Field name="employeeId" label={t('Employee')}>
        <EmployeeSelect aria-label={t('Employee')} />
      </Field>
      <Field name="receiptDate" label={t('ReceiptDate')}>
        <DateInput aria-label={t('ReceiptDate')} />
      </Field>
      <Field name="description" label={t('Description')} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={3} placeholder={t('DescriptionHint')} />
      </Field>
    </FormDialog>
  );
}
