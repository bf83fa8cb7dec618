import type { Endpoint, EndpointInput, EndpointOutput } from '@hr/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../app/api-client.ts';
import { LoadFailed } from './LoadFailed.tsx';

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

type Items<E extends Endpoint> = EndpointOutput<E> extends { items: readonly (infer T)[] } ? T : never;

/**
 * The query of a tab that reads one employee's records with a resource's list endpoint: filtered by
 * `employeeId`, a bounded page of 100 in the list's `sorting`, under the resource's key (`[...all,
 * 'of-employee', employeeId]`). Spread into {@link ProfileTable}.
 */
export function employeeRecords<E extends Endpoint>(
  resource: { keys: { all: QueryKey } },
  list: E,
  employeeId: string,
  sorting: string,
): { queryKey: QueryKey; queryFn: () => Promise<readonly Items<E>[]> } {
  const query = { employeeId, maxResultCount: 100, sorting };
  return {
    queryKey: [...resource.keys.all, 'of-employee', employeeId],
    queryFn: async () => ((await call(list, { query } as EndpointInput<E>)) as { items: Items<E>[] }).items,
  };
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
