import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './LoadFailed.tsx';

export { employeeRecords } from './employee-records.ts';

export interface ProfileTableProps<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<readonly T[]>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Names the table for the browser journeys. */
  testId: string;
  /** What the empty table says ("No contracts"). */
  empty: string;
  /** A heading above the table, where a tab shows more than one. */
  title?: string;
}

/**
 * A read-only table of one employee's records on their profile (a module's tab): read with the list's own
 * endpoint and filter, the latest first as the endpoint sorts, without paging (the tab asks for a bounded
 * page), scrolling sideways on a phone.
 */
export function ProfileTable<T extends object>({
  queryKey,
  queryFn,
  columns,
  rowKey,
  testId,
  empty,
  title,
}: ProfileTableProps<T>) {
  const { t } = useTranslation();
  const rows = useQuery({ queryKey, queryFn });
  const table = rows.isError ? (
    <LoadFailed error={rows.error} onRetry={() => void rows.refetch()} />
  ) : (
    <Table<T>
      data-testid={testId}
      size="small"
      rowKey={rowKey}
      loading={rows.isPending}
      columns={columns}
      dataSource={rows.data ? [...rows.data] : []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty || t('common::NoData') }}
    />
  );
  if (title === undefined) return table;
  return (
    <div>
      <Typography.Title level={5}>{title}</Typography.Title>
      {table}
    </div>
  );
}
