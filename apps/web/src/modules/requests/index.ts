import { defineModule, lazyComponent } from '../../app/module.ts';
import { goTaskApi } from './api/go-task.api.ts';
import type { RequestsMenuKey } from './menu.ts';
import { requestRoutes } from './requests.routes.ts';

/** Attendance requests, tasks and notifications (the bell and the notifications page). */
export const requestsModule = defineModule<RequestsMenuKey>({
  name: 'requests',
  routes: [
    ...requestRoutes,
    {
      // Any signed-in user's own notifications; no menu entry (the bell links to it).
      path: 'notifications',
      title: 'notifications::Notifications',
      load: () => import('./pages/notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage),
    },
  ],
  // A decided task changes its request, and an approved correction the employee's attendance records.
  invalidates: { 'requests.goTasks': ['requests.attendanceRequests', 'time.attendance'] },
  homeCards: [
    {
      key: 'my-tasks',
      order: 20,
      menu: 'self-service.go-tasks',
      Component: lazyComponent(() =>
        import('./components/MyTasksHomeCard.tsx').then((m) => m.MyTasksHomeCard),
      ),
      prefetch: () => [goTaskApi.openForHome()],
    },
  ],
  topBarItems: [
    {
      key: 'notification-bell',
      order: 10,
      // Its own chunk: the bell (and its live stream) is not needed to show the page.
      Component: lazyComponent(() =>
        import('./components/NotificationBell.tsx').then((m) => m.NotificationBell),
      ),
    },
  ],
});
