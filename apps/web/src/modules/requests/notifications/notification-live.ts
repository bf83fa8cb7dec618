import type { QueryClient } from '@tanstack/react-query';
import { goTaskKeys } from '../api/go-task.api.ts';
import { notificationKeys } from '../api/notification.api.ts';
import { requestKindQueries } from '../request-kind-queries.ts';
import { addNotification, setUnseenCount } from './notification-cache.ts';
import type { NotificationStreamOptions } from './notification-stream.ts';

/** The request kinds' keys, without their details (request-kinds.ts): the bell is on every page. */
const requestKinds = Object.values(requestKindQueries);

type LiveHandlers = Pick<NotificationStreamOptions, 'onNotification' | 'onUnseenCount' | 'onResync'>;

/**
 * What the live stream does to the cached notifications. Every opened connection (the first one too) and
 * every `resync` re-reads the lists: whatever happened while no connection listened (the bell's first
 * read and the subscription are two requests; a reconnect leaves a gap) is read again. A push that comes
 * while a list is being read re-reads it: that answer may have been read before the push's change and
 * would otherwise put the older count back on the badge when it arrives. A request kind's notification (an
 * attendance request's, a leave request's: `requestKinds`; and a resync, which may have missed one) re-reads
 * the tasks and every kind's requests too, so that a manager's task list shows a new task without a reload
 * and the employee's lists show the decision live.
 */
export function liveNotificationHandlers(queryClient: QueryClient): LiveHandlers {
  const rereadPendingLists = () =>
    void queryClient.invalidateQueries({
      queryKey: notificationKeys.lists(),
      predicate: (query) => query.state.fetchStatus === 'fetching',
    });
  // A request filed, decided or withdrawn changes the tasks and requests on show: read them again.
  const rereadRequests = () => {
    void queryClient.invalidateQueries({ queryKey: goTaskKeys.all });
    for (const kind of requestKinds) void queryClient.invalidateQueries({ queryKey: kind.keys.all });
  };
  return {
    onNotification: (message) => {
      addNotification(queryClient, message);
      rereadPendingLists();
      if (requestKinds.some((k) => k.notificationType === message.notification.type)) rereadRequests();
    },
    onUnseenCount: (count) => {
      setUnseenCount(queryClient, count);
      rereadPendingLists();
    },
    onResync: () => {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      rereadRequests();
    },
  };
}
