import { EyeOutlined } from '@ant-design/icons';
import { type LeaveRequestDto, LeaveRequestStates } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { StatesAndDatesFilter, statesAndDatesParams } from '../../../../components/StatesAndDatesFilter.tsx';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { leaveRequestApi } from '../../api/leave-request.api.ts';
import { leaveTypeApi } from '../../api/leave-type.api.ts';
import { LeaveRequestDialog } from '../../components/LeaveRequestDetails.tsx';
import {
  leaveBalanceColumn,
  leaveRequestColumns,
  leaveRequestPhoneColumns,
} from '../../components/leave-request-columns.tsx';
import { useLeaveBulkSelection } from './leave-bulk-selection.tsx';
import { useLeaveDecisions } from './useLeaveDecisions.tsx';

/**
 * hr/time-off/leave-requests (HR.LeaveRequests.Index): every employee's requests, newest first, filtered by
 * employee, leave type, states and dates, with the balance now of each; View opens one with its days.
 * Approve and Reject (the row's menu, and the View dialog) are the request's task's decision, offered where
 * the server says the caller may decide it (`useLeaveDecisions`); the row changes state when the list is
 * read again after it. Several at once: the rows the caller may decide have a box, and the bar above the
 * table approves or rejects the picked ones (`useLeaveBulkSelection`).
 */
export function LeaveRequestsPage() {
  const { t } = useTranslation('leave');
  const zone = useTenantTimeZone();
  const [employeeId, setEmployeeId] = useState<string>();
  const [leaveTypeId, setLeaveTypeId] = useState<string>();
  const [states, setStates] = useState<number[]>([]);
  const [range, setRange] = useState<DateRange | null>(null);
  const [viewed, setViewed] = useState<string | null>(null);
  const types = useQuery(leaveTypeApi.names());

  const decisions = useLeaveDecisions();
  const selection = useLeaveBulkSelection();

  const [type, dates, ...rest] = leaveRequestColumns(t, zone);
  const columns: ResourceColumn<LeaveRequestDto>[] = [
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    ...(type ? [type] : []),
    ...(dates ? [{ ...dates, sortable: true }] : []),
    ...rest.flatMap((c) =>
      c.key === 'creationTime'
        ? [{ ...c, sortable: true }]
        : c.key === 'duration'
          ? [c, leaveBalanceColumn(t)]
          : [c],
    ),
  ];
  const rowActions: RowAction<LeaveRequestDto>[] = [
    { key: 'view', label: t('View'), icon: <EyeOutlined />, onClick: (r) => setViewed(r.id) },
    ...decisions.rowActions,
  ];

  return (
    <>
      <ResourceTable<LeaveRequestDto>
        title={t('LeaveRequests')}
        queryKey={leaveRequestApi.keys.everyone()}
        fetch={leaveRequestApi.all}
        columns={columns}
        phoneColumns={leaveRequestPhoneColumns(t, { employee: true, balance: true })}
        params={{
          employeeId,
          leaveTypeId,
          ...statesAndDatesParams(states, range),
        }}
        toolbar={
          <Space wrap>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            <Select<string>
              allowClear
              showSearch
              optionFilterProp="label"
              value={leaveTypeId}
              onChange={(v) => setLeaveTypeId(v ?? undefined)}
              options={(types.data ?? []).map((x) => ({ value: x.id, label: x.name }))}
              placeholder={t('FilterByLeaveType')}
              aria-label={t('FilterByLeaveType')}
              style={{ width: 200, maxWidth: '100%' }}
            />
            <StatesAndDatesFilter
              states={states}
              onStatesChange={setStates}
              statesEnum={LeaveRequestStates}
              statesLabel={t('FilterByState')}
              range={range}
              onRangeChange={setRange}
              rangeLabel={t('LeaveDates')}
            />
          </Space>
        }
        rowActions={rowActions}
        selection={selection}
      />
      <LeaveRequestDialog id={viewed} onClose={() => setViewed(null)} actions={decisions.dialogActions} />
      {decisions.dialogs}
    </>
  );
}
