import { notificationEndpoints, type SendNotificationInput } from '@hr/contracts';
import { call } from '../../../app/api-client.ts';
import { idCall } from '../../../components/endpoint-calls.ts';

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
    call(
      notificationEndpoints.list,
      { query: { ...params, isSeen: params.isSeen === undefined ? undefined : String(params.isSeen) } },
      { signal },
    ),
  markAsSeen: idCall(notificationEndpoints.markAsSeen),
  markAllAsSeen: () => call(notificationEndpoints.markAllAsSeen, {}),
  send: (input: SendNotificationInput) => call(notificationEndpoints.send, { body: input }),
  recipients: (filter: string, signal?: AbortSignal) =>
    call(notificationEndpoints.recipients, { query: { filter } }, { signal }),
};
