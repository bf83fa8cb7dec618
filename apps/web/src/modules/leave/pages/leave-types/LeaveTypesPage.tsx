import { LeavePermissions, LeaveRequestUnits, type LeaveTypeDto } from '@hr/contracts';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { type ResourceColumn, ResourceTable } from '../../../../components/ResourceTable.tsx';
import { resourceList } from '../../../../components/resource-list.ts';
import { usePageCrudActions } from '../../../../components/usePageCrudActions.tsx';
import { leaveTypeApi } from '../../api/leave-type.api.ts';
import { leavePaths } from '../../leave.routes.ts';

const P = LeavePermissions.LeaveTypes;

/** hr/time-off/leave-types: name and code, the unit and flags as tags; add and edit on their pages, delete. */
export function LeaveTypesPage() {
  const { t } = useTranslation('leave');
  const crud = usePageCrudActions<LeaveTypeDto>({
    api: leaveTypeApi,
    policies: P,
    newLabel: t('NewLeaveType'),
    pages: { create: leavePaths.createType, update: leavePaths.updateType },
    viewLabel: t('View'),
  });
  // Without Update the row opens the same page read-only.
  const rowActions = [crud.view, ...crud.rowActions];

  const columns: ResourceColumn<LeaveTypeDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name') },
    {
      key: 'code',
      dataIndex: 'code',
      title: t('Code'),
      render: (code: string) => <bdi>{code}</bdi>,
    },
    {
      key: 'flags',
      title: t('Details'),
      render: (_: unknown, type: LeaveTypeDto) => (
        <Space size={4} wrap>
          <EnumTag enum={LeaveRequestUnits} value={type.requestUnit} colors={{ Hours: 'purple' }} />
          <Tag color={type.isPaid ? 'green' : 'orange'}>{t(type.isPaid ? 'Paid' : 'Unpaid')}</Tag>
          {type.requiresAllocation && <Tag color="blue">{t('RequiresAllocation')}</Tag>}
        </Space>
      ),
    },
  ];

  return (
    <ResourceTable<LeaveTypeDto>
      {...resourceList(leaveTypeApi)}
      title={t('LeaveTypes')}
      columns={columns}
      search={{ param: 'filter', placeholder: t('SearchByNameOrCode') }}
      toolbar={crud.toolbar}
      rowActions={rowActions}
    />
  );
}
