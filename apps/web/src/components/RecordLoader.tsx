import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * The record of a create/update page that is more than one form (employees, contracts): read afresh by
 * id (not from a cached copy), a skeleton while it loads, a warning when it cannot be read, then the page
 * with the record, or with undefined on a create (no id). FormPage does the same for a single form.
 */
export function RecordLoader<T>({
  id,
  api,
  children,
}: {
  id: string | undefined;
  api: { keys: { detail(id: string): readonly unknown[] }; get(id: string): Promise<T> };
  children: (record: T | undefined) => ReactNode;
}) {
  const query = useQuery({
    queryKey: api.keys.detail(id ?? ''),
    queryFn: () => api.get(id ?? ''),
    enabled: id !== undefined,
    staleTime: 0,
  });
  if (id !== undefined && query.isPending)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (id !== undefined && query.isError) return <LoadFailed error={query.error} />;
  return children(query.data);
}
