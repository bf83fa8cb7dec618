import { ArrowLeftOutlined, CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { GoTaskKinds, GoTaskOutcomes, GoTaskState } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumLabel } from '../../../../components/enum-options.ts';
import { KeepTogether } from '../../../../components/KeepTogether.tsx';
import { RecordDescriptions } from '../../../../components/RecordDescriptions.tsx';
import { formatInstant } from '../../../../components/tenant-time.ts';
import { useTenantTimeZone } from '../../../../components/useTenantTimeZone.ts';
import { goTaskApi } from '../../api/go-task.api.ts';
import { RejectTaskDialog } from '../../components/RejectTaskDialog.tsx';
import { useTaskDecision } from '../../components/useTaskDecision.ts';
import { requestKinds } from '../../request-kinds.ts';
import { GoTaskStateTag } from './GoTaskStateTag.tsx';

const tasksPath = '/self-service/go-tasks';

/**
 * /self-service/go-tasks/:id: the task (name, requester, state, outcome), the request it decides (an
 * attendance correction with the employee's records of the fixed days before and after; a leave request
 * with its days and the employee's balance now, from the leave module), Approve and Reject while it is open and the
 * caller may decide it (Reject asks ConfirmRejectTask, with an optional reason), and Back.
 */
export function GoTaskPage() {
  const { t } = useTranslation('requests');
  const zone = useTenantTimeZone();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const { busy, decide: decideTask } = useTaskDecision();
  const [rejecting, setRejecting] = useState(false);

  const task = useQuery({ queryKey: goTaskApi.keys.detail(id), queryFn: () => goTaskApi.get(id) });
  // The request it decides, as its kind reads and shows it (`requestKinds`).
  const kind = requestKinds.find((k) => k.kind === task.data?.kind);
  const requestId = kind ? task.data?.bindingModelId : undefined;
  const request = useQuery({
    // Before the task is read, a key of no request (the query waits, disabled).
    queryKey: kind ? kind.keys.detail(requestId ?? '') : ['requests', 'task-request', id],
    queryFn: () => (kind ? kind.read(requestId ?? '') : Promise.resolve(null)),
    enabled: requestId !== undefined,
  });

  const decide = (decision: 'approve' | 'reject', reason: string | null = null) =>
    decideTask(id, decision, reason);

  // Approve and Reject wait for the request they decide: nobody decides what they have not seen yet.
  const detailsPending = kind !== undefined && request.isPending;
  const open = task.data?.state === GoTaskState.Open;
  const canApprove = open && task.data?.canApprove === true;
  const canReject = open && task.data?.canReject === true;
  const at = (v: string | null) => (v ? formatInstant(v, zone) : '—');

  return (
    <Card
      className="resource-card"
      title={task.data ? <KeepTogether text={task.data.name} /> : t('Task')}
      // The name is long (the employee and the days): it wraps on a phone rather than being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      actions={[
        <Flex key="buttons" justify="end" gap={8} wrap style={{ paddingInline: 16 }}>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(tasksPath)}>
            {t('Back')}
          </Button>
          {canReject && (
            <Button
              danger
              icon={<CloseOutlined />}
              disabled={busy !== null || detailsPending}
              loading={busy === 'reject'}
              onClick={() => setRejecting(true)}
            >
              {t('Reject')}
            </Button>
          )}
          {canApprove && (
            <Button
              type="primary"
              icon={<CheckOutlined />}
              disabled={busy !== null || detailsPending}
              loading={busy === 'approve'}
              onClick={() => void decide('approve')}
            >
              {t('Approve')}
            </Button>
          )}
        </Flex>,
      ]}
    >
      {task.isPending ? (
        <Spin />
      ) : task.isError ? (
        <Alert type="warning" showIcon message={task.error.message} />
      ) : (
        <Flex vertical gap={16}>
          <RecordDescriptions
            testId="task-info"
            items={[
              { key: 'kind', label: t('TaskKind'), children: enumLabel(GoTaskKinds, task.data.kind) },
              { key: 'requester', label: t('Requester'), children: task.data.creatorName ?? '—' },
              { key: 'state', label: t('State'), children: <GoTaskStateTag state={task.data.state} /> },
              {
                key: 'outcome',
                label: t('Outcome'),
                children:
                  task.data.outcome === null ? (
                    '—'
                  ) : (
                    <EnumTag enum={GoTaskOutcomes} value={task.data.outcome} />
                  ),
              },
              // The creation time is the request's, shown with it below.
              // Who decided and when: the request's below, when the task shows one.
              ...(task.data.closedTime && kind === undefined
                ? [
                    {
                      key: 'closed',
                      label: t('DecidedBy'),
                      children: `${task.data.closedByName ?? '—'} (${at(task.data.closedTime)})`,
                    },
                  ]
                : []),
            ]}
          />
          {kind !== undefined &&
            (request.isPending ? (
              <Flex align="center" gap={8} role="status" data-testid="task-request-loading">
                <Spin size="small" />
                <Typography.Text type="secondary">{t('LoadingRequest')}</Typography.Text>
              </Flex>
            ) : request.isError ? (
              <Alert type="warning" showIcon message={request.error.message} />
            ) : (
              <kind.Details request={request.data as never} />
            ))}
        </Flex>
      )}
      <RejectTaskDialog
        open={rejecting}
        busy={busy === 'reject'}
        onCancel={() => setRejecting(false)}
        onReject={async (reason) => {
          if (await decide('reject', reason)) setRejecting(false);
        }}
      />
    </Card>
  );
}
