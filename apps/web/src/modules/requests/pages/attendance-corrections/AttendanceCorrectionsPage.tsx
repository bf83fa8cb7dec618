import {
  type AttendanceRequestDto,
  AttendanceRequestStates,
  attendanceRequestEndpoints,
} from '@hr/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import { useViewedRequest } from '../../../../components/RequestDetailsDialog.tsx';
import type { RowAction } from '../../../../components/ResourceTable.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { attendanceRequestApi } from '../../api/attendance-request.api.ts';
import { AttendanceRequestDialog } from '../../components/AttendanceRequestDialog.tsx';
import {
  attendanceRequestColumns,
  attendanceRequestPhoneColumns,
  stayOf,
} from '../../components/attendance-request-columns.tsx';
import { useDecisionSelection } from '../../components/BulkDecisionActions.tsx';
import { RequestTable } from '../../components/RequestTable.tsx';
import { useAttendanceDecisions } from './useAttendanceDecisions.tsx';

/**
 * hr/attendance-requests (HR.AttendanceRequests.Index): every employee's attendance corrections, newest
 * first, filtered by employee, states and the stay's days; sortable by the contract's fields (check in and
 * creation time; the state column keeps no sort). View shows one with its records before and after; Approve
 * and Reject (the row's menu) are its task's decision where the server says the caller may take it; the
 * rows the caller may decide have a box, and the bar above the table approves or rejects the picked ones.
 */
export function AttendanceCorrectionsPage() {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  const [employeeId, setEmployeeId] = useState<string>();
  const view = useViewedRequest<AttendanceRequestDto>(t('View'));
  const decisions = useAttendanceDecisions();
  const nameOf = (r: AttendanceRequestDto) => [r.employeeName, stayOf(r, zone)].filter(Boolean).join(', ');
  const selection = useDecisionSelection(nameOf);
  const rowActions: RowAction<AttendanceRequestDto>[] = [view.action, ...decisions.rowActions];
  const columns = attendanceRequestColumns(t, zone, { employee: true }).map((c) =>
    c.key === 'state' ? { ...c, sortable: false } : c,
  );

  return (
    <>
      <RequestTable<AttendanceRequestDto>
        title={t('AttendanceCorrections')}
        queryKey={attendanceRequestApi.keys.everyone()}
        fetch={attendanceRequestApi.all}
        columns={columns}
        sortFields={attendanceRequestApi.sortFields}
        phoneColumns={attendanceRequestPhoneColumns(t, zone, { employee: true })}
        params={{ employeeId }}
        exportExcel={{ url: attendanceRequestEndpoints.exportExcel.path }}
        statesEnum={AttendanceRequestStates}
        statesParam="includedStates"
        statesLabel={t('FilterByState')}
        rangeLabel={t('StayDays')}
        before={<EmployeeFilter value={employeeId} onChange={setEmployeeId} />}
        rowActions={rowActions}
        selection={selection}
      />
      <AttendanceRequestDialog {...view.dialog} />
      {decisions.dialogs}
    </>
  );
}
