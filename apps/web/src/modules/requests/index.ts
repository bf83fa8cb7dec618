import { defineModule, lazyComponent } from '../../app/module.ts';

/** Attendance requests, tasks and notifications (the bell and the notifications page). */
export const requestsModule = defineModule({
  name: 'requests',
  routes: [
    {
      // Any signed-in user's own notifications; no menu entry (the bell links to it).
      path: 'notifications',
      load: () => import('./pages/notifications/NotificationsPage.tsx').then((m) => m.NotificationsPage),
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
