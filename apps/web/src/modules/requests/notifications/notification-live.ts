import { NotificationType } from '@hr/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { leaveRequestKeys } from '../../leave/public.ts';
import { attendanceRequestKeys } from '../api/attendance-request.api.ts';
import { goTaskKeys } from '../api/go-task.api.ts';
import { notificationKeys } from '../api/notification.api.ts';
import { addNotification, setUnseenCount } from './notification-cache.ts';
import type { NotificationStreamOptions } from './notification-stream.ts';

type LiveHandlers = Pick<NotificationStreamOptions, 'onNotification' | 'onUnseenCount' | 'onResync'>;

/**
 * What the live stream does to the cached notifications. Every opened connection (the first one too) and
 * every `resync` re-reads the lists: whatever happened while no connection listened (the bell's first
 * read and the subscription are two requests; a reconnect leaves a gap) is read again. A push that comes
 * while a list is being read re-reads it: that answer may have been read before the push's change and
 * would otherwise put the older count back on the badge when it arrives. An attendance request's
 * notification (and a resync, which may have missed one) re-reads the tasks and the requests too, so that a
 * manager's task list shows a new task without a reload. A leave request's notification does the same for
 * the tasks and the leave requests (the employee's lists show the decision live).
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
    void queryClient.invalidateQueries({ queryKey: attendanceRequestKeys.all });
    void queryClient.invalidateQueries({ queryKey: leaveRequestKeys.all });
  };
  return {
    onNotification: (message) => {
      addNotification(queryClient, message);
      rereadPendingLists();
      if (
        message.notification.type === NotificationType.AttendanceRequest ||
        message.notification.type === NotificationType.LeaveRequest
      )
        rereadRequests();
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
