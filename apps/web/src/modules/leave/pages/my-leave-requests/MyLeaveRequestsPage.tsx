import { type LeaveRequestDto, LeaveRequestState, LeaveRequestStates } from '@hr/contracts';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { NewPageButton } from '../../../../components/NewPageButton.tsx';
import { useViewedRequest } from '../../../../components/RequestDetailsDialog.tsx';
import { ResourceTable } from '../../../../components/ResourceTable.tsx';
import { selfRequestActions } from '../../../../components/self-request.tsx';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { RequestTable } from '../../../requests/public.ts';
import { leaveRequestApi, pendingRequestsPageSize } from '../../api/leave-request.api.ts';
import { LeaveRequestDialog } from '../../components/LeaveRequestDetails.tsx';
import { leaveRequestColumns, leaveRequestPhoneColumns } from '../../components/leave-request-columns.tsx';
import { leavePaths } from '../../leave.routes.ts';

/**
 * /self-service/my-leave-requests: the employee's requests still pending approval (the few newest), then all
 * of them (paged, filtered by state and dates). View opens one; Cancel withdraws one pending approval after
 * AreYouSureYouWantToCancelLeaveRequest?. A decision's notification re-reads both (requests module's live
 * stream), so the state changes without a reload.
 */
export function MyLeaveRequestsPage() {
  const { t } = useTranslation('leave');
  const zone = useTenantTimeZone();
  const view = useViewedRequest<LeaveRequestDto>(t('View'));
  // Both lists show the requests alike: the same columns and the same View and Cancel.
  const requests = {
    columns: leaveRequestColumns(t, zone),
    phoneColumns: leaveRequestPhoneColumns(t),
    rowActions: selfRequestActions<LeaveRequestDto>(t, {
      pendingState: LeaveRequestState.PendingApproval,
      onView: view.open,
      confirm: t('AreYouSureYouWantToCancelLeaveRequest?'),
      cancel: leaveRequestApi.cancel,
      invalidate: leaveRequestApi.keys.all,
    }),
  };

  return (
    <Flex vertical gap={16}>
      <div data-testid="pending-leave-requests">
        <ResourceTable<LeaveRequestDto>
          title={t('PendingApprovalRequests')}
          queryKey={leaveRequestApi.keys.pending()}
          fetch={leaveRequestApi.pendingApproval}
          {...requests}
          defaultPageSize={pendingRequestsPageSize}
          toolbar={<NewPageButton to={leavePaths.createRequest}>{t('NewLeaveRequest')}</NewPageButton>}
        />
      </div>
      <div data-testid="all-leave-requests">
        <RequestTable<LeaveRequestDto>
          title={t('MyLeaveRequests')}
          queryKey={leaveRequestApi.keys.own()}
          fetch={leaveRequestApi.list}
          {...requests}
          statesEnum={LeaveRequestStates}
          statesLabel={t('FilterByState')}
          rangeLabel={t('LeaveDates')}
        />
      </div>
      <LeaveRequestDialog {...view.dialog} />
    </Flex>
  );
}
