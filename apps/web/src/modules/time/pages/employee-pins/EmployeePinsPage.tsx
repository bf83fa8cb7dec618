import { type EmployeePinDto, TimePermissions } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudPage } from '../../../../components/useCrudPage.tsx';
import { employeePinApi } from '../../api/employee-pin.api.ts';
import { EmployeePinFormDialog } from './EmployeePinFormDialog.tsx';

/** hr/fingerprint/employee-pins: each PIN and its employee; search by PIN or name; delete with confirmation. */
export function EmployeePinsPage() {
  const { t } = useTranslation('time');
  const crud = useCrudPage<EmployeePinDto>({
    api: employeePinApi,
    policies: TimePermissions.EmployeePins,
    newLabel: t('NewEmployeePin'),
  });

  const columns: ResourceColumn<EmployeePinDto>[] = [
    { key: 'pin', dataIndex: 'pin', title: t('Pin'), sortable: true, width: 160 },
    {
      key: 'employeeName',
      dataIndex: 'employeeName',
      title: t('Employee'),
      render: (name: string | null) => name ?? '—',
    },
  ];

  return (
    <>
      <ResourceTable<EmployeePinDto>
        title={t('EmployeePins')}
        queryKey={employeePinApi.keys.lists()}
        fetch={employeePinApi.list}
        columns={columns}
        search={{ param: 'filter', placeholder: t('SearchByPinOrName') }}
        toolbar={crud.toolbar}
        rowActions={crud.rowActions}
      />
      <EmployeePinFormDialog {...crud.dialog} />
    </>
  );
}
