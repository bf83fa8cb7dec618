import { type JobExecutionLogDto, JobExecutionLogTypes, type JobExecutionRecordDto } from '@hr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Table, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CloseOnlyDialog } from '../../../../components/CloseOnlyDialog.tsx';
import { EnumTag } from '../../../../components/EnumTag.tsx';
import { LoadFailed } from '../../../../components/LoadFailed.tsx';
import { valueColumn } from '../../../../components/value-columns.tsx';
import { jobExecutionApi } from '../../api/job-execution.api.ts';

/** A run's log lines (log type, message, time), oldest first, in a dialog at most 700 px wide. */
export function JobExecutionLogsDialog({
  record,
  onClose,
}: {
  record: JobExecutionRecordDto | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('time');
  const id = record?.id;
  // A running record's log grows: read again while it runs.
  const running = record !== undefined && record.finishedAt === null;
  const logs = useQuery({
    queryKey: jobExecutionApi.keys.logs(id ?? ''),
    queryFn: () => jobExecutionApi.logs(id!),
    enabled: id !== undefined,
    refetchInterval: running ? 2000 : false,
  });

  const columns: TableColumnType<JobExecutionLogDto>[] = [
    {
      key: 'logType',
      dataIndex: 'logType',
      title: t('LogType'),
      width: 110,
      render: (v: number) => <EnumTag enum={JobExecutionLogTypes} value={v} />,
    },
    { key: 'logMessage', dataIndex: 'logMessage', title: t('LogMessage') },
    valueColumn({
      key: 'creationTime',
      dataIndex: 'creationTime',
      title: t('CreationTime'),
      width: 170,
      kind: 'dateTime',
    }),
  ];

  return (
    <CloseOnlyDialog
      open={record !== undefined}
      title={record ? t('LogsOf', { name: record.name }) : ''}
      width={700}
      closeText={t('Close')}
      onClose={onClose}
    >
      {logs.isError ? (
        <LoadFailed onRetry={logs.refetch} />
      ) : (
        <Table<JobExecutionLogDto>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={logs.data ?? []}
          loading={logs.isPending}
          pagination={false}
          scroll={{ y: 420 }}
        />
      )}
    </CloseOnlyDialog>
  );
}
