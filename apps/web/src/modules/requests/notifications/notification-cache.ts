import type { NotificationListResult, NotificationStreamMessage } from '@hr/contracts';
import { type QueryClient, type QueryKey, skipToken, useQuery } from '@tanstack/react-query';
import { type NotificationListParams, notificationApi, notificationKeys } from '../api/notification.api.ts';

/**
 * The notifications in the query cache: every list page (the bell's latest five, the page's pages), and
 * the unseen count the badge shows. New notifications from the live stream and seen marks are written
 * here at once, so the bell and the page change together before the server has answered.
 */

type ListEntry = [QueryKey, NotificationListResult | undefined];

function cachedLists(queryClient: QueryClient): ListEntry[] {
  return queryClient.getQueriesData<NotificationListResult>({ queryKey: notificationKeys.lists() });
}

function paramsOf(key: QueryKey): NotificationListParams | undefined {
  return key[2] as NotificationListParams | undefined;
}

export function setUnseenCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<number>(notificationKeys.unseenCount(), Math.max(0, count));
}

export function getUnseenCount(queryClient: QueryClient): number | undefined {
  return queryClient.getQueryData<number>(notificationKeys.unseenCount());
}

/** The badge: never fetched by itself, written by list answers, the stream and the optimistic updates. */
export function useUnseenCount(): number {
  const { data } = useQuery<number>({
    queryKey: notificationKeys.unseenCount(),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? 0;
}

/** A list page; its answer also carries the unseen count (read in the same transaction), the badge's. */
export function notificationListQuery(queryClient: QueryClient, params: NotificationListParams) {
  return {
    queryKey: notificationKeys.list(params),
    queryFn: async ({ signal }: { signal: AbortSignal }) => {
      const result = await notificationApi.list(params, signal);
      // A read cancelled for a newer one (a push came meanwhile) must not set the older count.
      if (!signal.aborted) setUnseenCount(queryClient, result.unseenCount);
      return result;
    },
  };
}

/**
 * A notification pushed by the server: at the head of every first page it belongs to (by its seen
 * filter), trimmed to the page size; later pages have shifted by one, so they are read again.
 */
export function addNotification(queryClient: QueryClient, message: NotificationStreamMessage): void {
  const { notification } = message;
  for (const [key, data] of cachedLists(queryClient)) {
    const params = paramsOf(key);
    if (!data || !params) continue;
    if (params.isSeen !== undefined && params.isSeen !== notification.isSeen) continue;
    if (data.items.some((item) => item.id === notification.id)) continue;
    if (params.skipCount > 0) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    queryClient.setQueryData<NotificationListResult>(key, {
      totalCount: data.totalCount + 1,
      unseenCount: message.unseenCount,
      items: [notification, ...data.items].slice(0, params.maxResultCount),
    });
  }
  setUnseenCount(queryClient, message.unseenCount);
}

/** Marks one notification seen wherever it is cached; the badge drops by one if it was unseen. */
export function markSeenInCache(queryClient: QueryClient, id: string): boolean {
  let wasUnseen = false;
  for (const [key, data] of cachedLists(queryClient)) {
    if (!data?.items.some((item) => item.id === id && !item.isSeen)) continue;
    wasUnseen = true;
    queryClient.setQueryData<NotificationListResult>(key, {
      ...data,
      unseenCount: Math.max(0, data.unseenCount - 1),
      items: data.items.map((item) => (item.id === id ? { ...item, isSeen: true } : item)),
    });
  }
  if (wasUnseen) setUnseenCount(queryClient, (getUnseenCount(queryClient) ?? 1) - 1);
  return wasUnseen;
}

/** Everything cached becomes seen and the badge shows nothing. */
export function markAllSeenInCache(queryClient: QueryClient): void {
  for (const [key, data] of cachedLists(queryClient)) {
    if (!data) continue;
    queryClient.setQueryData<NotificationListResult>(key, {
      ...data,
      unseenCount: 0,
      items: data.items.map((item) => (item.isSeen ? item : { ...item, isSeen: true })),
    });
  }
  setUnseenCount(queryClient, 0);
}

export type NotificationCacheSnapshot = ReadonlyArray<readonly [QueryKey, unknown]>;

/** What an optimistic update may have to put back. */
export function snapshotNotifications(queryClient: QueryClient): NotificationCacheSnapshot {
  return queryClient.getQueriesData({ queryKey: notificationKeys.all });
}

export function restoreNotifications(queryClient: QueryClient, snapshot: NotificationCacheSnapshot): void {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
