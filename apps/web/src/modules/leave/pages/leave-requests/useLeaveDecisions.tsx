import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { LeaveRequestDto } from '@hr/contracts';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../../components/ResourceTable.tsx';
import { approvable, rejectable, useRowDecisions } from '../../../requests/public.ts';
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
  const { rowActions, dialogs, reject, busy, decide } = useRowDecisions<LeaveRequestDto>({
    approveTitle: t('ApproveLeaveRequest'),
    summary: (r) => <LeaveRequestSummary request={r} />,
  });

  return {
    rowActions,
    dialogActions: (r) => (
      <>
        {rejectable(r) && (
          <Button danger icon={<CloseOutlined />} disabled={busy !== null} onClick={() => reject(r)}>
            {t('Reject')}
          </Button>
        )}
        {approvable(r) && (
          <Button
            type="primary"
            icon={<CheckOutlined />}
            disabled={busy !== null}
            loading={busy === 'approve'}
            onClick={() => void decide(r.taskId, 'approve')}
          >
            {t('Approve')}
          </Button>
        )}
      </>
    ),
    dialogs,
  };
}
