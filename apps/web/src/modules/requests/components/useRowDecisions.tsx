import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Descriptions, type DescriptionsProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import type { RowAction } from '../../../components/ResourceTable.tsx';
import { approvable, type DecidableRow, rejectable, type WithTask } from './BulkDecisionActions.tsx';
import { RejectTaskDialog } from './RejectTaskDialog.tsx';
import { useTaskDecision } from './useTaskDecision.ts';

/**
 * Approve and Reject in a row of a request list (HR's leave requests, attendance corrections): the
 * request's task's own decision (`useTaskDecision`, the task page's call), offered only where the server
 * says the caller may take it (`canApprove`, `canReject`). Approve asks first (`approveTitle`) with the
 * request's `summary`; Reject asks for an optional reason below the same summary (`dialogs`, to render
 * once). `dialogActions` are the same two as buttons for a details dialog (the request being on screen,
 * Approve decides at once); `reject` and `decide` are there for the list's other buttons.
 */
export function useRowDecisions<T extends DecidableRow>({
  approveTitle,
  summary,
}: {
  approveTitle: string;
  summary: (request: T) => ReactNode;
}) {
  const { t } = useTranslation('requests');
  const { busy, decide } = useTaskDecision();
  // The rejected request stays while its dialog closes, so that the summary does not vanish first.
  const [rejecting, setRejecting] = useState<WithTask<T> | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);

  const reject = (r: T) => {
    if (!rejectable(r)) return;
    setRejecting(r);
    setRejectOpen(true);
  };
  const confirmApprove = (r: T) => {
    if (!approvable(r)) return;
    feedback().modal.confirm({
      title: approveTitle,
      content: summary(r),
      okText: t('Approve'),
      cancelText: t('Cancel'),
      onOk: () => decide(r.taskId, 'approve'),
    });
  };
  const rowActions: RowAction<T>[] = [
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
  ];
  const dialogs = (
    <RejectTaskDialog
      open={rejectOpen}
      busy={busy === 'reject'}
      onCancel={() => setRejectOpen(false)}
      onReject={async (reason) => {
        if (rejecting && (await decide(rejecting.taskId, 'reject', reason))) setRejectOpen(false);
      }}
    >
      {rejecting && summary(rejecting)}
    </RejectTaskDialog>
  );
  const dialogActions = (r: T) => (
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
  );
  return { rowActions, dialogs, dialogActions, reject, busy, decide };
}

/**
 * What a decision from a list is about, above its question (`useRowDecisions`' `summary`): the request's
 * items, one a line, then the employee's reason when there is one.
 */
export function DecisionSummary({
  testId,
  items,
  reason,
}: {
  testId: string;
  items: NonNullable<DescriptionsProps['items']>;
  reason: string | null;
}) {
  const { t } = useTranslation('requests');
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid={testId}
      style={{ marginBlock: 8 }}
      items={[...items, ...(reason ? [{ key: 'reason', label: t('Reason'), children: reason }] : [])]}
    />
  );
}
