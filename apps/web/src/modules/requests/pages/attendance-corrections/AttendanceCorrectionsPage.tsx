import { EyeOutlined } from '@ant-design/icons';
import { type AttendanceRequestDto, AttendanceRequestStates } from '@hr/contracts';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmployeeFilter } from '../../../../components/EmployeeSelect.tsx';
import { ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { StatesAndDatesFilter } from '../../../../components/StatesAndDatesFilter.tsx';
import { DetailsDialog } from '../../../../components/self-request.tsx';
import type { DateRange } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { attendanceRequestApi } from '../../api/attendance-request.api.ts';
import { AttendanceRequestDetails } from '../../components/AttendanceRequestDetails.tsx';
import {
  attendanceRequestColumns,
  attendanceRequestPhoneColumns,
  stayOf,
} from '../../components/attendance-request-columns.tsx';
import { useDecisionSelection } from '../../components/BulkDecisionActions.tsx';
import { useAttendanceDecisions } from './useAttendanceDecisions.tsx';

/**
 * hr/attendance-requests (HR.AttendanceRequests.Index): every employee's attendance corrections, newest
 * first, filtered by employee, states and the stay's days; sortable by check in and creation time. View
 * shows one with its records before and after; Approve and Reject (the row's menu) are its task's decision
 * where the server says the caller may take it; the rows the caller may decide have a box, and the bar
 * above the table approves or rejects the picked ones at once.
 */
export function AttendanceCorrectionsPage() {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  const [employeeId, setEmployeeId] = useState<string>();
  const [states, setStates] = useState<number[]>([]);
  const [range, setRange] = useState<DateRange | null>(null);
  const [viewed, setViewed] = useState<string | null>(null);
  const decisions = useAttendanceDecisions();
  const nameOf = (r: AttendanceRequestDto) => [r.employeeName, stayOf(r, zone)].filter(Boolean).join(', ');
  const selection = useDecisionSelection(nameOf);
  const rowActions: RowAction<AttendanceRequestDto>[] = [
    { key: 'view', label: t('View'), icon: <EyeOutlined />, onClick: (r) => setViewed(r.id) },
    ...decisions.rowActions,
  ];

  return (
    <>
      <ResourceTable<AttendanceRequestDto>
        title={t('AttendanceCorrections')}
        queryKey={attendanceRequestApi.keys.everyone()}
        fetch={attendanceRequestApi.all}
        columns={attendanceRequestColumns(t, zone, { employee: true, sortable: true })}
        phoneColumns={attendanceRequestPhoneColumns(t, zone, { employee: true })}
        params={{
          employeeId,
          includedStates: states.length > 0 ? states.join(',') : undefined,
          fromDate: range?.[0],
          toDate: range?.[1],
        }}
        toolbar={
          <Space wrap>
            <EmployeeFilter value={employeeId} onChange={setEmployeeId} />
            <StatesAndDatesFilter
              states={states}
              onStatesChange={setStates}
              statesEnum={AttendanceRequestStates}
              statesLabel={t('FilterByState')}
              range={range}
              onRangeChange={setRange}
              rangeLabel={t('StayDays')}
            />
          </Space>
        }
        rowActions={rowActions}
        selection={selection}
      />
      <DetailsDialog
        id={viewed}
        title={t('AttendanceRequest')}
        queryKey={attendanceRequestApi.keys.detail}
        read={attendanceRequestApi.get}
        onClose={() => setViewed(null)}
        closeText={t('Close')}
      >
        {(request) => <AttendanceRequestDetails request={request} />}
      </DetailsDialog>
      {decisions.dialogs}
    </>
  );
}
