import {
  type NotificationListResult,
  NotificationPaths,
  type NotificationRecipients,
  type SendNotificationInput,
  type SendNotificationResult,
} from '@hr/contracts';
import { http } from '../../../app/http.ts';

/** One page of the caller's notifications; `isSeen` absent lists all of them. */
export interface NotificationListParams {
  isSeen?: boolean;
  skipCount: number;
  maxResultCount: number;
}

const all = ['notifications'] as const;

/**
 * Query keys. Every list lives under `lists()`, so one invalidation re-reads them all (after a reconnect
 * or a `resync`); the badge's count is its own entry, written by list answers, the live stream and the
 * optimistic updates, never fetched by itself.
 */
export const notificationKeys = {
  all,
  lists: () => [...all, 'list'] as const,
  list: (params: NotificationListParams) => [...all, 'list', params] as const,
  unseenCount: () => [...all, 'unseen-count'] as const,
  recipients: (filter: string) => [...all, 'recipients', filter] as const,
};

/** The bell's drop-down: the latest five (document 3 §7). */
export const latestNotificationsParams: NotificationListParams = { skipCount: 0, maxResultCount: 5 };

export const notificationApi = {
  keys: notificationKeys,
  list: (params: NotificationListParams, signal?: AbortSignal) =>
    http.get<NotificationListResult>(NotificationPaths.list, { query: { ...params }, signal }),
  markAsSeen: (id: string) => http.post<unknown>(NotificationPaths.markAsSeen(id)),
  markAllAsSeen: () => http.post<unknown>(NotificationPaths.markAllAsSeen),
  send: (input: SendNotificationInput) => http.post<SendNotificationResult>(NotificationPaths.send, input),
  recipients: (filter: string, signal?: AbortSignal) =>
    http.get<NotificationRecipients>(NotificationPaths.recipients, { query: { filter }, signal }),
};
