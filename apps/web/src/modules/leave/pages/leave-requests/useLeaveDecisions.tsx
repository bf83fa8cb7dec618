import type { LeaveRequestDto } from '@hr/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../../components/ResourceTable.tsx';
import { useRowDecisions } from '../../../requests/public.ts';
import { LeaveRequestSummary } from './LeaveRequestSummary.tsx';

/**
 * Approve and Reject on HR's leave requests: each is the request's task's decision, offered only where the
 * server says the caller may take it (`canApprove`, `canReject`). From a row (`useRowDecisions`), Approve
 * asks first, naming the request; Reject asks for an optional reason, as the task page does. The details
 * dialog's buttons (`dialogActions`) approve at once, the request being on screen.
 */
export function useLeaveDecisions(): {
  rowActions: RowAction<LeaveRequestDto>[];
  dialogActions: (request: LeaveRequestDto) => ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('leave');
  const { rowActions, dialogActions, dialogs } = useRowDecisions<LeaveRequestDto>({
    approveTitle: t('ApproveLeaveRequest'),
    summary: (r) => <LeaveRequestSummary request={r} />,
  });
  return { rowActions, dialogActions, dialogs };
}
