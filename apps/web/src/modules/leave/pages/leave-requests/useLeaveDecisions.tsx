import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import type { LeaveRequestDto } from '@hr/contracts';
import { Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../../app/feedback.ts';
import type { RowAction } from '../../../../components/ResourceTable.tsx';
import { RejectTaskDialog, useTaskDecision } from '../../../requests/public.ts';
import { LeaveRequestSummary } from './LeaveRequestSummary.tsx';

type Decidable = LeaveRequestDto & { taskId: string };
/** Whether the caller may approve (reject) the request's task now: the server's, by the task's own rules. */
const approvable = (r: LeaveRequestDto): r is Decidable => r.canApprove && r.taskId !== null;
const rejectable = (r: LeaveRequestDto): r is Decidable => r.canReject && r.taskId !== null;

/**
 * Approve and Reject on HR's leave requests: each is the request's task's decision (`useTaskDecision`, the
 * task page's own call), offered only where the server says the caller may take it (`canApprove`,
 * `canReject`). From a row, Approve asks first, naming the request; Reject asks for an optional reason, as
 * the task page does. The details dialog's buttons (`dialogActions`) approve at once, the request being on
 * screen.
 */
export function useLeaveDecisions(): {
  rowActions: RowAction<LeaveRequestDto>[];
  dialogActions: (request: LeaveRequestDto) => ReactNode;
  dialogs: ReactNode;
} {
  const { t } = useTranslation('leave');
  const { busy, decide } = useTaskDecision();
  const [rejecting, setRejecting] = useState<Decidable | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);

  const reject = (r: LeaveRequestDto) => {
    if (!rejectable(r)) return;
    setRejecting(r);
    setRejectOpen(true);
  };
  const confirmApprove = (r: LeaveRequestDto) => {
    if (!approvable(r)) return;
    feedback().modal.confirm({
      title: t('ApproveLeaveRequest'),
      content: <LeaveRequestSummary request={r} />,
      okText: t('Approve'),
      cancelText: t('Cancel'),
      onOk: () => decide(r.taskId, 'approve'),
    });
  };

  return {
    rowActions: [
      {
        key: 'approve',
        label: t('Approve'),
        icon: <CheckOutlined />,
        visible: approvable,
        onClick: confirmApprove,
      },
      {
        key: 'reject',
        label: t('Reject'),
        icon: <CloseOutlined />,
        danger: true,
        visible: rejectable,
        onClick: reject,
      },
    ],
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
    dialogs: (
      <RejectTaskDialog
        open={rejectOpen}
        busy={busy === 'reject'}
        onCancel={() => setRejectOpen(false)}
        onReject={async (reason) => {
          if (rejecting && (await decide(rejecting.taskId, 'reject', reason))) setRejectOpen(false);
        }}
      >
        {rejecting && <LeaveRequestSummary request={rejecting} />}
      </RejectTaskDialog>
    ),
  };
}
