import {
  NotificationStreamEvents,
  type NotificationStreamMessage,
  notificationStreamMessage,
  unseenCountResult,
} from '@hr/contracts';
import { EventSource, type FetchLike } from 'eventsource';

export interface NotificationStreamOptions {
  /** The stream's address (`notificationStream.path`; absolute outside a browser). */
  url: string;
  /** Read at every connect and reconnect, so a reconnect carries the token the app has refreshed since. */
  getAccessToken: () => string | null;
  /** Other headers (language, tenant), also read at every connect. */
  getHeaders?: () => Record<string, string>;
  onNotification: (message: NotificationStreamMessage) => void;
  onUnseenCount: (count: number) => void;
  /** Events may have been missed (a new connection, or the server says so): read the lists again. */
  onResync: () => void;
  /** The server refused the token and no newer one exists: the session is over, the stream stays closed. */
  onUnauthorized?: () => void;
  /** Waits before reconnecting after a refused connection (5xx, not a stream), by attempt; the last repeats. */
  retryDelaysMs?: readonly number[];
}

export interface NotificationStream {
  close(): void;
}

const defaultRetryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000];

/**
 * The user's live notifications (server-sent events with the bearer token). The EventSource reconnects
 * by itself when the stream ends (the server ends it when the token expires) or the network fails, and
 * sends its last event id; the server refusing a connection (any status but 200) stops it, and then:
 * 401/403 with the same token ends the stream for good (no reconnect storm once the session is over),
 * a newer token gets one immediate try, anything else is retried with growing waits. Every connection,
 * the first included, asks for a resync: what happened while no connection listened is read again.
 */
export function openNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const retryDelays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;
  let tokenOfLastAttempt: string | null = null;

  const streamFetch: FetchLike = (input, init) => {
    const token = options.getAccessToken();
    tokenOfLastAttempt = token;
    // No token right now (expired, refresh on its way): no request; the library tries again shortly.
    if (!token) return Promise.reject(new Error('no access token'));
    return fetch(input, {
      ...init,
      headers: {
        ...init.headers,
        ...options.getHeaders?.(),
        Authorization: `Bearer ${token}`,
      },
    });
  };

  const parse = (data: string): unknown => {
    try {
      return JSON.parse(data);
    } catch {
      return undefined;
    }
  };

  const connect = () => {
    if (closed) return;
    const current = new EventSource(options.url, { fetch: streamFetch });
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
      options.onResync();
    });
    current.addEventListener(NotificationStreamEvents.Notification, (event) => {
      const message = notificationStreamMessage.safeParse(parse(event.data));
      if (message.success) options.onNotification(message.data);
      else options.onResync();
    });
    current.addEventListener(NotificationStreamEvents.UnseenCount, (event) => {
      const count = unseenCountResult.safeParse(parse(event.data));
      if (count.success) options.onUnseenCount(count.data.unseenCount);
    });
    current.addEventListener(NotificationStreamEvents.Resync, () => options.onResync());
    current.addEventListener('error', (event) => {
      // The library's error event carries the HTTP status of a refused connection.
      // Still CONNECTING: the library reconnects by itself (stream ended, network down, no token yet).
      if (current.readyState !== EventSource.CLOSED || closed) return;
      current.close();
      if (event.code === 401 || event.code === 403) {
        const now = options.getAccessToken();
        if (now && now !== tokenOfLastAttempt) {
          connect();
          return;
        }
        options.onUnauthorized?.();
        return;
      }
      const delay = retryDelays[Math.min(failures, retryDelays.length - 1)] ?? 60_000;
      failures += 1;
      retryTimer = setTimeout(connect, delay);
    });
  };

  connect();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      source?.close();
    },
  };
}
