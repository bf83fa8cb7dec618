import { SyncOutlined, UnorderedListOutlined } from '@ant-design/icons';
import {
  type JobExecutionRecordDto,
  JobExecutionStatus,
  JobExecutionStatuses,
  type PagedResult,
  TimePermissions,
} from '@hr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../app/config/usePermission.ts';
import { feedback } from '../../../../app/feedback.ts';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import {
  listOf,
  type ResourceColumn,
  ResourceTable,
  type RowAction,
} from '../../../../components/ResourceTable.tsx';
import { jobExecutionApi } from '../../api/job-execution.api.ts';
import { JobExecutionLogsDialog } from './JobExecutionLogsDialog.tsx';

const unfinished = new Set<number>([JobExecutionStatus.Enqueued, JobExecutionStatus.Running]);
const hasUnfinished = (page: PagedResult<JobExecutionRecordDto> | undefined) =>
  page?.items.some((r) => unfinished.has(r.status)) ?? false;

/**
 * hr/job-execution-record: the tenant's background runs, newest first, with their status and summary.
 * Sync attendance starts a run per terminal; while a run shown is waiting or running the button is
 * disabled and the list reads itself again every 2 seconds. Logs opens a run's log lines.
 */
export function JobExecutionRecordsPage() {
  const { t } = useTranslation('time');
  const { message } = feedback();
  const queryClient = useQueryClient();
  const canSync = usePermission(TimePermissions.JobExecutionRecords.SyncAttendance);
  const [starting, setStarting] = useState(false);
  const [logsOf, setLogsOf] = useState<JobExecutionRecordDto>();

  const sync = async () => {
    setStarting(true);
    try {
      const { enqueued } = await jobExecutionApi.syncAttendance();
      if (enqueued > 0) message.success(t('SyncStarted', { count: enqueued }));
      else message.info(t('SyncNothingStarted'));
      await queryClient.invalidateQueries({ queryKey: jobExecutionApi.keys.lists() });
    } catch {
      // The HTTP client has shown the server's message.
    } finally {
      setStarting(false);
    }
  };

  // The name (a terminal's, of any length) and the details wrap at widths of their own, and the times' titles
  // onto two lines (a width below the time's own, which never wraps), so that the row fits the card at
  // 1280 px instead of hiding the last modification time behind a sideways scroll.
  const columns: ResourceColumn<JobExecutionRecordDto>[] = [
    { key: 'name', dataIndex: 'name', title: t('Name'), width: 150 },
    {
      key: 'groupName',
      dataIndex: 'groupName',
      title: t('GroupName'),
      render: (group: string) => t(`JobGroup_${group}`, { defaultValue: group }),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('Status'),
      render: (status: number) => <EnumTag enum={JobExecutionStatuses} value={status} />,
    },
    { key: 'details', dataIndex: 'details', title: t('Details'), width: 210 },
    {
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('CreationTime'),
      kind: 'dateTime',
      width: 120,
    },
    {
      key: 'lastModificationTime',
      dataIndex: 'lastModificationTime',
      title: t('LastModificationTime'),
      kind: 'dateTime',
      width: 120,
    },
  ];

  const rowActions: RowAction<JobExecutionRecordDto>[] = [
    { key: 'logs', label: t('Logs'), icon: <UnorderedListOutlined />, onClick: setLogsOf },
  ];

  const syncButton = (page: PagedResult<JobExecutionRecordDto> | undefined) => {
    if (!canSync) return null;
    const busy = hasUnfinished(page);
    const button = (
      <Button
        type="primary"
        icon={<SyncOutlined spin={busy} />}
        loading={starting}
        disabled={busy}
        onClick={() => void sync()}
      >
        {t('SyncAttendance')}
      </Button>
    );
    return busy ? <Tooltip title={t('SyncRunning')}>{button}</Tooltip> : button;
  };

  return (
    <>
      <ResourceTable<JobExecutionRecordDto>
        title={t('JobExecutionRecords')}
        {...listOf(jobExecutionApi)}
        columns={columns}
        toolbar={syncButton}
        rowActions={rowActions}
        refetchInterval={(page) => (hasUnfinished(page) ? 2000 : false)}
      />
      <JobExecutionLogsDialog record={logsOf} onClose={() => setLogsOf(undefined)} />
    </>
  );
}
