import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationApi, notificationKeys } from '../api/notification.api.ts';
import {
  markAllSeenInCache,
  markSeenInCache,
  type NotificationCacheSnapshot,
  restoreNotifications,
  snapshotNotifications,
} from './notification-cache.ts';

/**
 * An optimistic change of the cached notifications: pending reads are cancelled first (their answer would
 * overwrite the change), the cache is changed at once, put back if the server refuses (the HTTP client has
 * shown its message), and read again once the server has answered either way.
 */
function optimistic<TVariables>(queryClient: QueryClient, change: (variables: TVariables) => void) {
  return {
    onMutate: async (variables: TVariables): Promise<NotificationCacheSnapshot> => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.lists() });
      const snapshot = snapshotNotifications(queryClient);
      change(variables);
      return snapshot;
    },
    onError: (_error: unknown, _variables: TVariables, snapshot: NotificationCacheSnapshot | undefined) => {
      if (snapshot) restoreNotifications(queryClient, snapshot);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  };
}

/** Clicking an unseen notification: seen on screen (card and badge) at once, then on the server. */
export function useMarkAsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => notificationApi.markAsSeen(id),
    ...optimistic<string>(queryClient, (id) => markSeenInCache(queryClient, id)),
  });
}

export function useMarkAllAsSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => notificationApi.markAllAsSeen(),
    ...optimistic<void>(queryClient, () => markAllSeenInCache(queryClient)),
  });
}
