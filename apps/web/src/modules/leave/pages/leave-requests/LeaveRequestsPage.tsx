import { type LeaveRequestDto, LeaveRequestStates, leaveRequestEndpoints } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import { NamedFilter } from '../../../../components/NamedSelect.tsx';
import { useViewedRequest } from '../../../../components/RequestDetailsDialog.tsx';
import type { ResourceColumn, RowAction } from '../../../../components/ResourceTable.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { RequestTable } from '../../../requests/public.ts';
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
  // `?leaveTypeId=` from a link (the HR dashboard's leave taken by type).
  const [url] = useSearchParams();
  const [leaveTypeId, setLeaveTypeId] = useState<string | undefined>(url.get('leaveTypeId') ?? undefined);
  const view = useViewedRequest<LeaveRequestDto>(t('View'));
  const types = useQuery(leaveTypeApi.names());

  const decisions = useLeaveDecisions();
  const selection = useLeaveBulkSelection();

  // Sortable by the contract's fields (the dates and the creation time; the state column keeps no sort).
  const [type, ...rest] = leaveRequestColumns(t, zone);
  const columns: ResourceColumn<LeaveRequestDto>[] = [
    { key: 'employeeName', dataIndex: 'employeeName', title: t('Employee') },
    ...(type ? [type] : []),
    // The creation time at a width of its own puts the time under the date, so that with the employee and
    // the balance the row fits the card at 1280 px (in English it scrolled sideways).
    ...rest.flatMap((c) =>
      c.key === 'state'
        ? [{ ...c, sortable: false }]
        : c.key === 'duration'
          ? [c, leaveBalanceColumn(t)]
          : c.key === 'creationTime'
            ? [{ ...c, width: 110 }]
            : [c],
    ),
  ];
  const rowActions: RowAction<LeaveRequestDto>[] = [view.action, ...decisions.rowActions];

  return (
    <>
      <RequestTable<LeaveRequestDto>
        title={t('LeaveRequests')}
        queryKey={leaveRequestApi.keys.everyone()}
        fetch={leaveRequestApi.all}
        columns={columns}
        sortFields={leaveRequestApi.sortFields}
        phoneColumns={leaveRequestPhoneColumns(t, { employee: true, balance: true })}
        params={{ employeeId, leaveTypeId }}
        exportExcel={{ url: leaveRequestEndpoints.exportExcel.path }}
        statesEnum={LeaveRequestStates}
        statesLabel={t('FilterByState')}
        rangeLabel={t('LeaveDates')}
        before={
          <>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            <NamedFilter
              items={types.data ?? []}
              value={leaveTypeId}
              onChange={setLeaveTypeId}
              label={t('FilterByLeaveType')}
            />
          </>
        }
        rowActions={rowActions}
        selection={selection}
      />
      <LeaveRequestDialog {...view.dialog} actions={decisions.dialogActions} />
      {decisions.dialogs}
    </>
  );
}
