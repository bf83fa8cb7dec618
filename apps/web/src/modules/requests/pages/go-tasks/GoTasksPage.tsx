import { EyeOutlined } from '@ant-design/icons';
import { type GoTaskDto, GoTaskOutcomes, GoTaskState, GoTaskStates } from '@hr/contracts';
import { Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { enumLabel } from '../../../../components/enum-options.ts';
import { FormattedValue } from '../../../../components/FormattedValue.tsx';
import { KeepTogether } from '../../../../components/KeepTogether.tsx';
import { type ResourceColumn, ResourceTable, type RowAction } from '../../../../components/ResourceTable.tsx';
import { firstGoTaskFilter, type GoTaskFilter, goTaskApi, goTaskStateParam } from '../../api/go-task.api.ts';
import { goTaskPath } from '../../requests.routes.ts';
import { GoTaskStateTag } from './GoTaskStateTag.tsx';

/**
 * /self-service/go-tasks: the tasks assigned to the current user, newest first, the unfinished ones by
 * default. A new request's notification re-reads the list (notifications/notification-live.ts), so a task
 * appears without a reload. The name or View opens the task.
 */
export function GoTasksPage() {
  const { t } = useTranslation('requests');
  const navigate = useNavigate();
  const [filter, setFilter] = useState<GoTaskFilter>(firstGoTaskFilter);

  const outcome = (o: number | null) => (o === null ? '—' : <EnumTag enum={GoTaskOutcomes} value={o} />);
  // On a phone one column holds the task, who asked and when, its state and outcome, one under the other,
  // so that an approver reads the whole name without scrolling sideways.
  const phoneColumns: ResourceColumn<GoTaskDto>[] = [
    {
      key: 'name',
      title: t('TaskName'),
      render: (_: unknown, task: GoTaskDto) => (
        <Flex vertical gap={2}>
          <Link to={goTaskPath(task.id)} style={{ whiteSpace: 'normal' }}>
            <KeepTogether text={task.name} />
          </Link>
          <Typography.Text type="secondary">
            {task.creatorName ?? '—'} · <FormattedValue kind="dateTime" value={task.creationTime} />
          </Typography.Text>
          <Flex gap={8} align="center" wrap>
            <GoTaskStateTag state={task.state} />
            {task.outcome === null ? null : outcome(task.outcome)}
          </Flex>
        </Flex>
      ),
    },
  ];
  const wideColumns: ResourceColumn<GoTaskDto>[] = [
    {
      key: 'name',
      dataIndex: 'name',
      title: t('TaskName'),
      render: (name: string, task: GoTaskDto) => <Link to={goTaskPath(task.id)}>{name}</Link>,
    },
    { key: 'creatorName', dataIndex: 'creatorName', title: t('Requester'), render: (v) => v ?? '—' },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('CreationTime'),
      kind: 'dateTime',
    },
    {
      key: 'state',
      dataIndex: 'state',
      title: t('State'),
      render: (s: number) => <GoTaskStateTag state={s} />,
    },
    {
      key: 'outcome',
      dataIndex: 'outcome',
      title: t('Outcome'),
      render: outcome,
    },
  ];
  const rowActions: RowAction<GoTaskDto>[] = [
    {
      key: 'view',
      label: t('View'),
      icon: <EyeOutlined />,
      onClick: (task) => void navigate(goTaskPath(task.id)),
    },
  ];

  return (
    <ResourceTable<GoTaskDto>
      title={t('MyTasks')}
      queryKey={goTaskApi.keys.lists()}
      fetch={goTaskApi.listAssigned}
      columns={wideColumns}
      phoneColumns={phoneColumns}
      params={{ state: goTaskStateParam[filter] }}
      emptyText={filter === 'open' ? t('NoOpenTasks') : undefined}
      toolbar={
        <Segmented<GoTaskFilter>
          aria-label={t('FilterByState')}
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'open', label: enumLabel(GoTaskStates, GoTaskState.Open) },
            { value: 'closed', label: enumLabel(GoTaskStates, GoTaskState.Closed) },
            { value: 'all', label: t('All') },
          ]}
        />
      }
      rowActions={rowActions}
    />
  );
}
