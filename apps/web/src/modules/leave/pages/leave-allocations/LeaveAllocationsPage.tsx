import { ApartmentOutlined } from '@ant-design/icons';
import {
  type LeaveAllocationDto,
  LeavePermissions,
  leaveAllocationEndpoints,
  maxImportRows,
} from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { DateInput } from '../../../../components/DateInput.tsx';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import { formatDate, formatNumber } from '../../../../components/format.ts';
import { ImportButton, ImportDialog } from '../../../../components/ImportDialog.tsx';
import { importApiOf } from '../../../../components/import-api.ts';
import { lookupPolicy } from '../../../../components/lookup.ts';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { usePageCrudActions } from '../../../../components/usePageCrudActions.tsx';
import { departmentApi } from '../../../organisation/public.ts';
import { leaveAllocationApi } from '../../api/leave-allocation.api.ts';
import { leaveTypeApi } from '../../api/leave-type.api.ts';
import { leavePaths } from '../../leave.routes.ts';
import { formatDaysHours } from '../../leave-figures.ts';
import { AllocateDepartmentDialog } from './AllocateDepartmentDialog.tsx';

const P = LeavePermissions.LeaveAllocations;
const allocationImportApi = importApiOf(leaveAllocationEndpoints);

/**
 * hr/time-off/leave-allocations: employee, leave type, validity, days, hours and what is left, filtered by
 * employee, type and a day of validity; add and edit on their pages, delete, Excel export of the filtered
 * rows, the allocation of one type to a whole department, and the import from Excel (allocations and opening
 * balances).
 */
export function LeaveAllocationsPage() {
  const { t } = useTranslation('leave');
  const canCreate = usePermission(P.Create);
  // Allocating to a department picks one: offered to users who may read the departments.
  const canPickDepartment = usePermission(lookupPolicy(departmentApi.picker()));
  const [employeeId, setEmployeeId] = useState<string>();
  const [validOn, setValidOn] = useState<string | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const types = useQuery(leaveTypeApi.names());
  const crud = usePageCrudActions<LeaveAllocationDto>({
    api: leaveAllocationApi,
    policies: P,
    newLabel: t('NewLeaveAllocation'),
    pages: { create: leavePaths.createAllocation, update: leavePaths.updateAllocation },
    viewLabel: t('View'),
  });
  // Without Update the row opens the same page read-only.
  const rowActions = [crud.view, ...crud.rowActions];
  const count = (n: number) => (n === 0 ? '—' : formatNumber(n, { maximumFractionDigits: 2 }));

  const columns: ResourceColumn<LeaveAllocationDto>[] = [
    // The server does not sort by the employee's name (it lives in the employees module).
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    {
      key: 'leaveTypeId',
      dataIndex: 'leaveTypeName',
      title: t('LeaveType'),
      sortable: 'leaveTypeName',
      filterParam: 'leaveTypeId',
      filterMultiple: false,
      filterSearch: true,
      filters: (types.data ?? []).map((type) => ({ text: type.name, value: type.id })),
    },
    {
      key: 'validityFrom',
      dataIndex: 'validityFrom',
      title: t('Validity'),
      render: (_: unknown, a: LeaveAllocationDto) => (
        <bdi>
          {formatDate(a.validityFrom)} – {formatDate(a.validityTo)}
        </bdi>
      ),
    },
    { key: 'numberOfDays', dataIndex: 'numberOfDays', title: t('Days'), align: 'end', render: count },
    { key: 'numberOfHours', dataIndex: 'numberOfHours', title: t('Hours'), align: 'end', render: count },
    {
      key: 'balance',
      title: t('Balance'),
      render: (_: unknown, a: LeaveAllocationDto) =>
        formatDaysHours(a.requestUnit, a.balanceDays, a.balanceHours),
    },
  ];

  return (
    <>
      <ResourceTable<LeaveAllocationDto>
        {...resourceList(leaveAllocationApi)}
        title={t('LeaveAllocations')}
        columns={columns}
        params={{ employeeId, validOn: validOn ?? undefined }}
        exportExcel={{ url: leaveAllocationEndpoints.exportExcel.path, fileName: 'leave-allocations.xlsx' }}
        toolbar={
          <Space wrap>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            <DateInput
              value={validOn}
              onChange={setValidOn}
              placeholder={t('ValidOn')}
              aria-label={t('ValidOn')}
            />
            {canCreate && <ImportButton onClick={() => setImporting(true)} />}
            {crud.toolbar}
            {canCreate && canPickDepartment && (
              <Button icon={<ApartmentOutlined />} onClick={() => setBulkOpen(true)}>
                {t('AllocateToDepartment')}
              </Button>
            )}
          </Space>
        }
        rowActions={rowActions}
      />
      <AllocateDepartmentDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        api={allocationImportApi}
        title={t('ImportLeaveAllocations')}
        intro={t('ImportLeaveAllocationsIntro', { max: maxImportRows })}
        templateName="leave-allocations-import-template.xlsx"
        listKeys={leaveAllocationApi.keys.lists()}
        rowTitle={t('LeaveAllocation')}
      />
    </>
  );
}
