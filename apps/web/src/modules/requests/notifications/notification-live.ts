import type { NotificationListResult, NotificationStreamStart } from '@hr/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { readNotBefore } from '../../../app/server-clock.ts';
import { goTaskKeys } from '../api/go-task.api.ts';
import { notificationKeys } from '../api/notification.api.ts';
import { requestKindQueries } from '../request-kind-queries.ts';
import { addNotification, setUnseenCount } from './notification-cache.ts';
import type { NotificationStreamOptions } from './notification-stream.ts';

/** The request kinds' keys, without their details (request-kinds.ts): the bell is on every page. */
const requestKinds = Object.values(requestKindQueries);

type LiveHandlers = Pick<NotificationStreamOptions, 'onNotification' | 'onUnseenCount' | 'onResync'>;

/**
 * What the times compared may be off by: a notification's time is its request's start (`ctx.now()`) or its
 * transaction's (the database's clock), seen by a list only once committed; the read's is an answer's Date
 * (an application process's clock, the second rounded down). Requests take well under a second and the
 * clocks agree to the millisecond (NTP); a list read less than this after the newest notification is read
 * again all the same.
 */
const clockMarginMs = 10_000;

/**
 * Whether a query read before the stream listened may have missed what the stream would have carried: a
 * notification made since (the newest one no older than the read, give or take `clockMarginMs`), or for a
 * notification list a count that changed since (one marked seen elsewhere). Without the opening message, or
 * when the read's time is unknown (no earlier answer), yes.
 */
function mayHaveMissed(query: Query, start: NotificationStreamStart | undefined, notificationList = false) {
  if (!start) return true;
  if (notificationList) {
    const read = query.state.data as NotificationListResult | undefined;
    if (read?.unseenCount !== start.unseenCount) return true;
  }
  if (start.newestAt === null) return false;
  const from = readNotBefore(query);
  return from === undefined || Date.parse(start.newestAt) >= from - clockMarginMs;
}

/**
 * What the live stream does to the cached notifications. Every opened connection (the first one too) and
 * every `resync` re-reads the lists: whatever happened while no connection listened (the bell's first
 * read and the subscription are two requests; a reconnect leaves a gap) is read again. An opened
 * connection's resync leaves out the lists that missed nothing (`mayHaveMissed`): on a first visit, the
 * page's list read a moment before the stream listened, older than any notification, is not read twice. A push that comes
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
  const rereadRequests = (predicate?: (query: Query) => boolean) => {
    void queryClient.invalidateQueries({ queryKey: goTaskKeys.all, predicate });
    for (const kind of requestKinds)
      void queryClient.invalidateQueries({ queryKey: kind.keys.all, predicate });
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
    onResync: (start) => {
      void queryClient.invalidateQueries({
        queryKey: notificationKeys.lists(),
        predicate: (query) => mayHaveMissed(query, start, true),
      });
      rereadRequests((query) => mayHaveMissed(query, start));
    },
  };
}
