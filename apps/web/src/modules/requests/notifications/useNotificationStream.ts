import { notificationStream } from '@hr/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authClient, tenantStore } from '../../../app/auth/index.ts';
import { getLanguage } from '../../../app/language.ts';
import { liveNotificationHandlers } from './notification-live.ts';
import { type NotificationStream, openNotificationStream } from './notification-stream.ts';

// One stream per tab, however many components ask for it; closed when the last one unmounts.
let stream: NotificationStream | undefined;
let users = 0;

function open(queryClient: QueryClient): NotificationStream {
  return openNotificationStream({
    url: notificationStream.path,
    getAccessToken: () => authClient.getAccessToken(),
    getHeaders: () => {
      const tenant = tenantStore.get();
      return { 'Accept-Language': getLanguage(), ...(tenant ? { __tenant: tenant.id } : {}) };
    },
    ...liveNotificationHandlers(queryClient),
    // The session is over; the next API call ends it in the app (and the bell unmounts with it).
    onUnauthorized: () => console.warn('[notifications] the live stream was refused; it stays closed'),
  });
}

/**
 * Live notifications while a signed-in page shows the bell: the stream pushes new notifications into the
 * cached lists and the unseen count into the badge. Mounted only for signed-in users, so signing out (or
 * a session ended by a 401) unmounts it and closes the stream.
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    users += 1;
    stream ??= open(queryClient);
    return () => {
      users -= 1;
      if (users > 0) return;
      stream?.close();
      stream = undefined;
    };
  }, [queryClient]);
}
