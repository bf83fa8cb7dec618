import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CenteredSpin } from './CenteredSpin.tsx';
import { LoadFailed } from './LoadFailed.tsx';

/**
 * Something read from the server before its form shows (a group of setting management, the organisation's
 * salary account): a spinner while it loads, a warning with Retry when it cannot be read, then the
 * children with the answer. Each load (the first, and the reload after a save) builds them anew from the
 * server's values.
 */
export function QueryLoader<T>({
  queryKey,
  queryFn,
  children,
}: {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T>;
  children: (data: T) => ReactNode;
}) {
  const query = useQuery({ queryKey, queryFn });
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  if (!query.data) return <CenteredSpin />;
  return <div key={query.dataUpdatedAt}>{children(query.data)}</div>;
}
