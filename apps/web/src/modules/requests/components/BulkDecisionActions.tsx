import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import type { PickedRows, RowSelection } from '../../../components/ResourceTable.tsx';
import { RejectTaskDialog } from './RejectTaskDialog.tsx';
import { useBulkTaskDecision } from './useBulkTaskDecision.tsx';

/** A request list's row as a decision needs it: its task and what the caller may do with it (the server's). */
export interface DecidableRow {
  taskId: string | null;
  canApprove: boolean;
  canReject: boolean;
}

/** A row whose task the caller may decide now. */
export type WithTask<T extends DecidableRow> = T & { taskId: string };
/** Whether the caller may approve (reject) the row's task now: the server's, by the task's own rules. */
export const approvable = <T extends DecidableRow>(r: T): r is WithTask<T> =>
  r.canApprove && r.taskId !== null;
export const rejectable = <T extends DecidableRow>(r: T): r is WithTask<T> =>
  r.canReject && r.taskId !== null;

/** Whether a row may be picked for a bulk decision: the caller may take one of the two. */
export const decidable = (r: DecidableRow) => approvable(r) || rejectable(r);

/**
 * Approve and Reject on a request list's picked rows (ResourceTable's selection bar). Each counts the picked
 * rows the caller may take that decision on and says how many others it skips. Approve asks first, naming
 * the count (and what `approveNotes` adds: leave's negative balances); Reject asks one optional reason for
 * all. The decisions are the tasks' own calls (`useBulkTaskDecision`); the rows that failed stay picked.
 */
export function BulkDecisionActions<T extends DecidableRow>({
  picked,
  nameOf,
  approveNotes,
}: {
  picked: PickedRows<T>;
  /** The request as a failure's line names it ("Lina Haddad, Annual leave, 2026/03/02"). */
  nameOf: (row: T) => string;
  approveNotes?: (rows: T[]) => ReactNode;
}) {
  const { t } = useTranslation('requests');
  const { busy, decideAll } = useBulkTaskDecision();
  const [rejecting, setRejecting] = useState<T[] | null>(null);
  const toApprove = picked.rows.filter(approvable);
  const toReject = picked.rows.filter(rejectable);
  const of = (row: T) => ({ taskId: row.taskId ?? '', name: nameOf(row) });
  const skipped = (count: number) =>
    count < picked.rows.length ? (
      <Typography.Paragraph type="secondary">
        {t('BulkSkipped', { count: picked.rows.length - count })}
      </Typography.Paragraph>
    ) : null;

  const approve = () => {
    const rows = toApprove;
    feedback().modal.confirm({
      title: t('ApproveSelected', { count: rows.length }),
      content: (
        <div data-testid="bulk-approve-confirm">
          {skipped(rows.length)}
          {approveNotes?.(rows)}
        </div>
      ),
      okText: t('Approve'),
      cancelText: t('Cancel'),
      onOk: async () => picked.keepOnly(await decideAll(rows, of, 'approve')),
    });
  };

  return (
    <>
      <Button
        type="primary"
        size="small"
        icon={<CheckOutlined />}
        disabled={toApprove.length === 0 || busy !== null}
        loading={busy === 'approve'}
        onClick={approve}
      >
        {t('ApproveCount', { count: toApprove.length })}
      </Button>
      <Button
        danger
        size="small"
        icon={<CloseOutlined />}
        disabled={toReject.length === 0 || busy !== null}
        loading={busy === 'reject'}
        onClick={() => setRejecting(toReject)}
      >
        {t('RejectCount', { count: toReject.length })}
      </Button>
      <RejectTaskDialog
        open={rejecting !== null}
        busy={busy === 'reject'}
        onCancel={() => setRejecting(null)}
        question={t('ConfirmRejectSelected', { count: rejecting?.length ?? 0 })}
        onReject={async (reason) => {
          if (!rejecting) return;
          const failed = await decideAll(rejecting, of, 'reject', reason);
          setRejecting(null);
          picked.keepOnly(failed);
        }}
      >
        {rejecting && skipped(rejecting.length)}
      </RejectTaskDialog>
    </>
  );
}

/**
 * A request list's picking for bulk decisions (ResourceTable's `selection`): only the rows the caller may
 * decide have a box, named after the request (`nameOf`); the bar's actions are BulkDecisionActions.
 */
export function useDecisionSelection<T extends DecidableRow>(
  nameOf: (row: T) => string,
  approveNotes?: (rows: T[]) => ReactNode,
): RowSelection<T> {
  const { t } = useTranslation('requests');
  return {
    selectable: decidable,
    rowLabel: (r) => t('SelectRequestOf', { name: nameOf(r) }),
    actions: (picked) => <BulkDecisionActions picked={picked} nameOf={nameOf} approveNotes={approveNotes} />,
  };
}
