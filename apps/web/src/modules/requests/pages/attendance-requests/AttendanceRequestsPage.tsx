import { type AttendanceRequestDto, AttendanceRequestState, AttendanceRequestStates } from '@hr/contracts';
import { useTranslation } from 'react-i18next';
import { NewPageButton } from '../../../../components/NewPageButton.tsx';
import { useViewedRequest } from '../../../../components/RequestDetailsDialog.tsx';
import { selfRequestActions } from '../../../../components/self-request.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { attendanceRequestApi } from '../../api/attendance-request.api.ts';
import { AttendanceRequestDialog } from '../../components/AttendanceRequestDialog.tsx';
import {
  attendanceRequestColumns,
  attendanceRequestPhoneColumns,
} from '../../components/attendance-request-columns.tsx';
import { RequestTable } from '../../components/RequestTable.tsx';

/**
 * /self-service/attendance-requests: the employee's own correction requests, newest first, filtered by
 * state and by the stay's days; View shows one with its records before and after, Cancel withdraws one
 * still pending approval (after a confirmation). New request goes to the create page.
 */
export function AttendanceRequestsPage() {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  const view = useViewedRequest<AttendanceRequestDto>(t('View'));

  const rowActions = selfRequestActions<AttendanceRequestDto>(t, {
    pendingState: AttendanceRequestState.PendingApproval,
    onView: view.open,
    confirm: t('AreYouSureYouWantToCancelAttendanceRequest?'),
    cancel: attendanceRequestApi.cancelSelf,
    invalidate: attendanceRequestApi.keys.all,
  });

  return (
    <>
      <RequestTable<AttendanceRequestDto>
        title={t('AttendanceRequests')}
        queryKey={attendanceRequestApi.keys.lists()}
        fetch={attendanceRequestApi.listSelf}
        columns={attendanceRequestColumns(t, zone)}
        phoneColumns={attendanceRequestPhoneColumns(t, zone)}
        statesEnum={AttendanceRequestStates}
        statesParam="includedStates"
        statesLabel={t('FilterByState')}
        rangeLabel={t('StayDays')}
        after={
          <NewPageButton to="/self-service/attendance-requests/create">
            {t('NewAttendanceRequest')}
          </NewPageButton>
        }
        rowActions={rowActions}
      />
      <AttendanceRequestDialog {...view.dialog} />
    </>
  );
}
