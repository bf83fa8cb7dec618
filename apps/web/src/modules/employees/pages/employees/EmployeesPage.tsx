import { IdcardOutlined, ImportOutlined } from '@ant-design/icons';
import {
  type EmployeeListItemDto,
  EmployeeStatuses,
  EmployeesPermissions,
  employeeEndpoints,
} from '@hr/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumFilters } from '../../../../components/enum-options.ts';
import { useLookup } from '../../../../components/lookup.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { usePageCrudActions } from '../../../../components/usePageCrudActions.tsx';
import { jobTitleApi } from '../../../organisation/public.ts';
import { employeeApi } from '../../api/employee.api.ts';
import { employeePaths } from '../../employee.routes.ts';
import { ImportEmployeesDialog } from './ImportEmployeesDialog.tsx';

const P = EmployeesPermissions.Employees;

/**
 * hr/employees: name, surname, national number, status and job title; job title and status filter the
 * server. On a phone, one column per employee. Import from Excel beside the export, for who may create.
 */
export function EmployeesPage() {
  const { t } = useTranslation('employees');
  const canCreate = usePermission(P.Create);
  const [importing, setImporting] = useState(false);
  // The job title filter needs the organisation's read policy; without it the column only shows the name.
  const jobTitles = useLookup(jobTitleApi.all());
  const crud = usePageCrudActions<EmployeeListItemDto>({
    api: employeeApi,
    policies: P,
    newLabel: t('NewEmployee'),
    pages: { create: employeePaths.create, update: employeePaths.update },
    viewLabel: t('View'),
  });
  const navigate = useNavigate();
  // The profile first (read-only, with the employee's records); without Update the form opens read-only.
  const profileAction = {
    key: 'profile',
    label: t('Profile'),
    icon: <IdcardOutlined />,
    onClick: (e: EmployeeListItemDto) => navigate(employeePaths.profile(e.id)),
  };
  const rowActions = [profileAction, crud.view, ...crud.rowActions];
  const profileLink = (e: EmployeeListItemDto, text: string) => (
    <Link to={employeePaths.profile(e.id)} data-testid="employee-profile-link">
      {text}
    </Link>
  );

  const status = {
    filterParam: 'status',
    filterMultiple: false,
    filters: enumFilters(EmployeeStatuses),
  } as const;
  const statusTag = (value: number) => (
    <EnumTag enum={EmployeeStatuses} value={value} colors={{ Active: 'green' }} />
  );
  // On a phone one column holds the employee: the full name, the national number and job title, the
  // status (which filters there; the search finds by name or national number), without scrolling sideways.
  const phoneColumns: ResourceColumn<EmployeeListItemDto>[] = [
    {
      key: 'employeeStatus',
      title: t('Employee'),
      ...status,
      render: (_: unknown, e: EmployeeListItemDto) => (
        <Flex vertical gap={2} align="start">
          <Typography.Text strong>{profileLink(e, `${e.name} ${e.surname}`)}</Typography.Text>
          <Typography.Text type="secondary">
            <bdi>{e.nationalNumber}</bdi>
          </Typography.Text>
          {e.jobTitleName ? (
            <Typography.Text type="secondary" style={{ whiteSpace: 'normal' }}>
              {e.jobTitleName}
            </Typography.Text>
          ) : null}
          {statusTag(e.employeeStatus)}
        </Flex>
      ),
    },
  ];
  const wideColumns: ResourceColumn<EmployeeListItemDto>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('Name'),
      render: (value: string, e: EmployeeListItemDto) => profileLink(e, value),
    },
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
      ...status,
      render: statusTag,
    },
    {
      key: 'jobTitleId',
      dataIndex: 'jobTitleName',
      title: t('JobTitle'),
      ...(jobTitles.allowed && {
        filterParam: 'jobTitleId',
        filterMultiple: false,
        filterSearch: true,
        filters: (jobTitles.data?.items ?? []).map((j) => ({ text: j.name, value: j.id })),
      }),
    },
  ];

  const toolbar = (
    <>
      {canCreate && (
        <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
          {t('Import')}
        </Button>
      )}
      {crud.toolbar}
    </>
  );

  return (
    <>
      <ResourceTable<EmployeeListItemDto>
        {...resourceList(employeeApi)}
        title={t('Employees')}
        columns={wideColumns}
        phoneColumns={phoneColumns}
        search={{ param: 'filter', placeholder: t('SearchEmployees') }}
        exportExcel={{ url: employeeEndpoints.exportExcel.path, fileName: 'employees.xlsx' }}
        toolbar={toolbar}
        rowActions={rowActions}
      />
      <ImportEmployeesDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
