import { useQuery } from '@tanstack/react-query';
import { Spin } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../../components/LoadFailed.tsx';

/**
 * One group of setting management read from the server: a spinner while it loads, a warning with Retry
 * when it cannot be read, then the group's fields. Each load (the first, and the reload after a save)
 * builds the fields anew from the server's values.
 */
export function SettingsGroupLoader<T>({
  queryKey,
  queryFn,
  children,
}: {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  children: (settings: T) => ReactNode;
}) {
  const settings = useQuery({ queryKey, queryFn });
  if (settings.isError) return <LoadFailed onRetry={settings.refetch} />;
  if (!settings.data)
    return (
      <div style={{ textAlign: 'center', padding: 24 }}>
        <Spin />
      </div>
    );
  return <div key={settings.dataUpdatedAt}>{children(settings.data)}</div>;
}
