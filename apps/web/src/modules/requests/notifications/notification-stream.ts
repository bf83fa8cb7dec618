import {
  NotificationStreamEvents,
  type NotificationStreamMessage,
  type NotificationStreamStart,
  notificationStreamMessage,
  notificationStreamStart,
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
  /**
   * Events may have been missed (a new connection, or the server says so): read the lists again. A new
   * connection's opening message (`start`: the unseen count and the newest notification's time, read once the
   * server listens) lets the handler leave out the lists read after that notification; without it (the server
   * says so, or no opening message came), every list.
   */
  onResync: (start?: NotificationStreamStart) => void;
  /** The server refused the token and no newer one exists: the session is over, the stream stays closed. */
  onUnauthorized?: () => void;
  /** Waits before reconnecting after a refused connection (5xx, not a stream), by attempt; the last repeats. */
  retryDelaysMs?: readonly number[];
  /** How long an opened connection waits for its opening message before it resyncs without it. */
  openingWaitMs?: number;
}

export interface NotificationStream {
  close(): void;
}

const defaultRetryDelaysMs = [2_000, 5_000, 15_000, 30_000, 60_000];
/** A connection that opened without its opening message within this long resyncs everything. */
const defaultOpeningWaitMs = 5_000;

/**
 * The user's live notifications (server-sent events with the bearer token). The EventSource reconnects
 * by itself when the stream ends (the server ends it when the token expires) or the network fails, and
 * sends its last event id; the server refusing a connection (any status but 200) stops it, and then:
 * 401/403 with the same token ends the stream for good (no reconnect storm once the session is over),
 * a newer token gets one immediate try, anything else is retried with growing waits. Every connection,
 * the first included, asks for a resync: what happened while no connection listened is read again. It
 * does so at its opening message (the first `unseen-count`, sent once the server listens: before it, the
 * response's head may come before the server listens), with what that message says.
 */
export function openNotificationStream(options: NotificationStreamOptions): NotificationStream {
  const retryDelays = options.retryDelaysMs ?? defaultRetryDelaysMs;
  let source: EventSource | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;
  let tokenOfLastAttempt: string | null = null;
  /** Opened, its opening message not in yet: the timer that resyncs without it. */
  let opening: ReturnType<typeof setTimeout> | undefined;
  const opened = (start?: NotificationStreamStart) => {
    clearTimeout(opening);
    opening = undefined;
    options.onResync(start);
  };

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
      clearTimeout(opening);
      opening = setTimeout(() => opened(), options.openingWaitMs ?? defaultOpeningWaitMs);
    });
    current.addEventListener(NotificationStreamEvents.Notification, (event) => {
      const message = notificationStreamMessage.safeParse(parse(event.data));
      if (message.success) options.onNotification(message.data);
      else options.onResync();
    });
    current.addEventListener(NotificationStreamEvents.UnseenCount, (event) => {
      const data = parse(event.data);
      const count = unseenCountResult.safeParse(data);
      if (count.success) options.onUnseenCount(count.data.unseenCount);
      if (opening !== undefined) {
        // The connection's opening message: the lists that may have missed something are read again (after
        // the count, whose handler re-reads the lists in flight: the resync's own reads are not among them).
        const start = notificationStreamStart.safeParse(data);
        opened(start.success ? start.data : undefined);
      }
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
      clearTimeout(opening);
      source?.close();
    },
  };
}
