import { createEmployeePinInput, type EmployeePinDto, updateEmployeePinInput } from '@hr/contracts';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import type { CrudDialogProps } from '../../../../components/useCrudPage.tsx';
import { employeePinApi } from '../../api/employee-pin.api.ts';

/** New PIN (500 px) and Edit PIN (700 px): the device user id and the employee, searched by name. */
export function EmployeePinFormDialog(dialog: CrudDialogProps<EmployeePinDto>) {
  const { t } = useTranslation('time');
  const { record } = dialog;
  return (
    <FormDialog
      {...dialog}
      title={record ? t('EditEmployeePin') : t('NewEmployeePin')}
      width={record ? 700 : 500}
      api={employeePinApi}
      schemas={{ create: createEmployeePinInput, update: updateEmployeePinInput }}
    >
      <Field name="pin" label={t('Pin')} extra={t('PinHint')}>
        <InputNumber min={1} max={999_999_999} precision={0} style={{ width: '100%' }} autoFocus />
      </Field>
      <Field name="employeeId" label={t('Employee')} style={{ marginBottom: 0 }}>
        <EmployeeSelect
          aria-label={t('Employee')}
          selected={record ? { value: record.employeeId, label: record.employeeName ?? '' } : null}
        />
      </Field>
    </FormDialog>
  );
}
