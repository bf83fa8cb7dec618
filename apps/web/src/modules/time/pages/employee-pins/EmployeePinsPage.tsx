import {
  createEmployeePinInput,
  type EmployeePinDto,
  maxEmployeePin,
  TimePermissions,
  updateEmployeePinInput,
} from '@hr/contracts';
import { InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../../../components/CrudPage.tsx';
import { EmployeeSelect } from '../../../../components/EmployeeSelect.tsx';
import { Field } from '../../../../components/Field.tsx';
import { employeePinApi } from '../../api/employee-pin.api.ts';

/**
 * hr/fingerprint/employee-pins: each PIN and its employee; search by PIN or name; New PIN (500 px) and Edit
 * PIN (700 px): the device user id and the employee, searched by name; delete with confirmation.
 */
export function EmployeePinsPage() {
  const { t } = useTranslation('time');
  return (
    <CrudPage<EmployeePinDto, typeof createEmployeePinInput, typeof updateEmployeePinInput, EmployeePinDto>
      api={employeePinApi}
      policies={TimePermissions.EmployeePins}
      title={t('EmployeePins')}
      newLabel={t('NewEmployeePin')}
      columns={[
        { key: 'pin', dataIndex: 'pin', title: t('Pin'), width: 160 },
        {
          key: 'employeeName',
          dataIndex: 'employeeName',
          title: t('Employee'),
          render: (name: string | null) => name ?? '—',
        },
      ]}
      table={{ search: { param: 'filter', placeholder: t('SearchByPinOrName') } }}
      dialog={{
        title: (record) => (record ? t('EditEmployeePin') : t('NewEmployeePin')),
        width: (record) => (record ? 700 : 500),
        api: employeePinApi,
        schemas: { create: createEmployeePinInput, update: updateEmployeePinInput },
        fields: (record) => (
          <>
            <Field name="pin" label={t('Pin')} extra={t('PinHint')}>
              <InputNumber min={1} max={maxEmployeePin} precision={0} style={{ width: '100%' }} autoFocus />
            </Field>
            <Field name="employeeId" label={t('Employee')} style={{ marginBottom: 0 }}>
              <EmployeeSelect
                aria-label={t('Employee')}
                selected={record ? { value: record.employeeId, label: record.employeeName ?? '' } : null}
              />
            </Field>
          </>
        ),
      }}
    />
  );
}
