import { type CreateEmployeeCustodyInput, createEmployeeCustodyInput } from '@hr/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput, type DateInputProps } from '../../../../components/DateInput.tsx';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { employeeCustodyApi } from '../../api/employee-custody.api.ts';

/** The due date's picker: the days before the handover are not offered. */
function DueDateInput(props: DateInputProps) {
  const receipt = Form.useWatch<string | undefined>('receiptDate', Form.useFormInstance());
  return <DateInput {...props} disabledDay={receipt ? (day) => day < receipt : undefined} />;
}

/**
 * AddCustody (600 px): the employee (searched by name), the receipt date (not after today: the server says
 * so in the tenant's zone), when the item is due back (optional, not before the receipt; the reminders
 * and the expiring-soon page watch it) and what was handed over.
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
      <Field
        name="dueDate"
        label={t('DueDate')}
        extra={t('DueDateHint')}
        dependencies={['receiptDate']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_, due: string | null | undefined) => {
              const receipt: string | undefined = getFieldValue('receiptDate');
              if (due && receipt && due < receipt) throw new Error(t('errors::Custody:DueBeforeReceipt'));
            },
          }),
        ]}
      >
        <DueDateInput aria-label={t('DueDate')} />
      </Field>
      <Field name="description" label={t('Description')} style={{ marginBottom: 0 }}>
        <Input.TextArea rows={3} placeholder={t('DescriptionHint')} />
      </Field>
    </FormDialog>
  );
}
