import { EyeOutlined } from '@ant-design/icons';
import {
  type EmployeeListItemDto,
  EmployeeStatuses,
  EmployeesPermissions,
  employeeEndpoints,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumFilters } from '../../../../components/enum-options.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { useCrudActions } from '../../../../components/useCrudActions.tsx';
import { jobTitleApi } from '../../../organisation/public.ts';
import { employeeApi } from '../../api/employee.api.ts';
import { employeePaths } from '../../employee.routes.ts';

const P = EmployeesPermissions.Employees;

/** hr/employees: name, surname, national number, status and job title; job title and status filter the server. */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const canUpdate = usePermission(P.Update);
  const jobTitles = useQuery(jobTitleApi.all());
  const crud = useCrudActions<EmployeeListItemDto>({
    api: employeeApi,
    policies: { create: P.Create, update: P.Update, delete: P.Delete },
    newLabel: t('NewEmployee'),
    onCreate: () => void navigate(employeePaths.create),
    onEdit: (e) => void navigate(employeePaths.update(e.id)),
  });
  // Without Update the row opens the same page read-only.
  const rowActions = [
    {
      key: 'view',
      label: t('View'),
      icon: <EyeOutlined />,
      visible: !canUpdate,
      onClick: (e: EmployeeListItemDto) => void navigate(employeePaths.update(e.id)),
    },
    ...crud.rowActions,
  ];

  const columns: ResourceColumn<EmployeeListItemDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    { key: 'surname', dataIndex: 'surname', title: t('Surname') },
    {
      key: 'nationalNumber',
      dataIndex: 'nationalNumber',
      title: t('NationalNumber'),
      render: (value: string) => <bdi>{value}</bdi>,
    },
    {
      key: 'employeeStatus',
      dataIndex: 'employeeStatus',
      title: t('EmployeeStatus'),
      filterParam: 'status',
      filterMultiple: false,
      filters: enumFilters(EmployeeStatuses),
      render: (status: number) => (
        <EnumTag enum={EmployeeStatuses} value={status} colors={{ Active: 'green' }} />
      ),
    },
    {
      key: 'jobTitleId',
      dataIndex: 'jobTitleName',
      title: t('JobTitle'),
      filterParam: 'jobTitleId',
      filterMultiple: false,
      filterSearch: true,
      filters: (jobTitles.data?.items ?? []).map((j) => ({ text: j.name, value: j.id })),
    },
  ];

  return (
    <ResourceTable<EmployeeListItemDto>
      title={t('Employees')}
      queryKey={employeeApi.keys.lists()}
      fetch={employeeApi.list}
      columns={columns}
      search={{ param: 'filter', placeholder: t('SearchEmployees') }}
      exportExcel={{ url: employeeEndpoints.exportExcel.path, fileName: 'employees.xlsx' }}
      toolbar={crud.toolbar}
      rowActions={rowActions}
    />
  );
}
