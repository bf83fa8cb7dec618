import { NotificationStreamEvents } from '@hr/contracts';
import type { RequestContext } from '../../platform/context.ts';
import type { EventBus } from '../../platform/events.ts';
import {
  type NotificationEvent,
  type NotificationService,
  notificationChannel,
  toNotificationDto,
} from './notification.service.ts';

type Reader = Pick<RequestContext, 'tenantId' | 'userId' | 'language'>;

export interface StreamMessage {
  event: string;
  data: unknown;
  id?: string;
}

/** One open stream: whose it is, and how to write to it and end it. */
export interface StreamSink {
  reader: Reader;
  send(message: StreamMessage): Promise<void>;
  close(): void;
}

/** A user's open streams beyond this are closed, oldest first (a tab left open per device is plenty). */
const maxStreamsPerUser = 10;

/**
 * A write to a stream that has not gone out within this long (the client reads nothing, or its connection
 * is gone without the server having heard) ends that stream; the client reconnects and re-reads.
 */
const defaultSendTimeoutMs = 10_000;

const keyOf = (tenantId: string | null, userId: string) => `${tenantId ?? 'host'}:${userId}`;

/**
 * The open notification streams of this process. It listens on the event bus, which carries every
 * process's notification events, and pushes to the streams of the users concerned: the new
 * notifications (read in each reader's language) and the unseen count.
 *
 * Every stream is written on its own: a write that waits (a slow client, or a connection that closed
 * before its stream was attached, whose writes never complete) holds back neither the user's other tabs
 * nor the other recipients, and is given up after `sendTimeoutMs` together with its stream.
 */
export function createNotificationHub(
  notifications: NotificationService,
  events: EventBus,
  options: { sendTimeoutMs?: number } = {},
) {
  const sendTimeoutMs = options.sendTimeoutMs ?? defaultSendTimeoutMs;
  const streams = new Map<string, Set<StreamSink>>();
  let listening: Promise<unknown> | undefined;

  function drop(sink: StreamSink): void {
    const key = keyOf(sink.reader.tenantId, sink.reader.userId ?? '');
    const set = streams.get(key);
    if (set?.delete(sink) && set.size === 0) streams.delete(key);
    sink.close();
  }

  /**
   * Streams whose opening message is not written yet, with what was pushed to them meanwhile: the opening count
   * goes first, then these in order (a stream is registered before its count is read, so that nothing committed
   * in between is missed, and a push may come while the count is read).
   */
  const opening = new Map<StreamSink, StreamMessage[]>();

  /** Never rejects: a stream whose write fails or stalls is dropped. */
  async function push(sink: StreamSink, message: StreamMessage): Promise<void> {
    const held = opening.get(sink);
    if (held) {
      held.push(message);
      return;
    }
    await write(sink, message);
  }

  async function write(sink: StreamSink, message: StreamMessage): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('stream write stalled')), sendTimeoutMs);
      timer.unref();
    });
    try {
      await Promise.race([sink.send(message), stalled]);
    } catch {
      drop(sink);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One message each to many streams, all at once. */
  const pushAll = (sinks: Iterable<StreamSink>, message: (sink: StreamSink) => StreamMessage) =>
    Promise.all([...sinks].map((sink) => push(sink, message(sink))));

  async function onCreated(tenantId: string | null, items: Array<[string, string]>): Promise<void> {
    const local = items.filter(([userId]) => streams.has(keyOf(tenantId, userId)));
    if (local.length === 0) return;
    const { rows, unseen } = await notifications.forStreams(
      tenantId,
      local.map(([userId]) => userId),
      local.map(([, id]) => id),
    );
    await Promise.all(
      rows.map((row) => {
        const unseenCount = unseen.get(row.recipientId) ?? 0;
        return pushAll(streams.get(keyOf(tenantId, row.recipientId)) ?? [], (sink) => {
          const notification = toNotificationDto(row, sink.reader.language);
          return {
            event: NotificationStreamEvents.Notification,
            id: notification.id,
            data: { notification, unseenCount },
          };
        });
      }),
    );
  }

  async function onSeen(tenantId: string | null, userId: string): Promise<void> {
    const sinks = streams.get(keyOf(tenantId, userId));
    if (!sinks?.size) return;
    const unseenCount = await notifications.unseenCount({ tenantId, userId });
    await pushAll(sinks, () => ({ event: NotificationStreamEvents.UnseenCount, data: { unseenCount } }));
  }

  function onEvent(payload: unknown): void {
    const event = payload as NotificationEvent;
    const work =
      event.kind === 'created'
        ? onCreated(event.tenantId, event.items)
        : event.kind === 'seen'
          ? onSeen(event.tenantId, event.userId)
          : Promise.resolve();
    work.catch((error: unknown) => console.error('[notifications] push failed', error));
  }

  function listen(): Promise<unknown> {
    listening ??= Promise.all([
      events.subscribe(notificationChannel, onEvent),
      // The listening connection was lost for a while: events may have been missed.
      Promise.resolve(
        events.onReconnect(() => {
          for (const set of streams.values())
            void pushAll(set, () => ({ event: NotificationStreamEvents.Resync, data: {} }));
        }),
      ),
    ]);
    return listening;
  }

  return {
    /** Registers an open stream and sends it the current unseen count (`notificationStreamStart`); returns its removal. */
    async attach(sink: StreamSink): Promise<() => void> {
      await listen();
      const { tenantId, userId } = sink.reader;
      if (!userId) throw new Error('a notification stream needs a user');
      const key = keyOf(tenantId, userId);
      let set = streams.get(key);
      if (!set) {
        set = new Set();
        streams.set(key, set);
      }
      opening.set(sink, []);
      set.add(sink);
      while (set.size > maxStreamsPerUser) {
        const oldest = set.values().next().value as StreamSink;
        set.delete(oldest);
        oldest.close();
      }
      // The count, and the newest notification's time: what the client's lists read before may have missed.
      try {
        await write(sink, {
          event: NotificationStreamEvents.UnseenCount,
          data: await notifications.streamStart({ tenantId, userId }),
        });
        for (const message of opening.get(sink) ?? []) await write(sink, message);
      } finally {
        opening.delete(sink);
      }
      return () => {
        const current = streams.get(key);
        current?.delete(sink);
        if (current?.size === 0) streams.delete(key);
      };
    },

    /** How many streams are open in this process (metrics, tests). */
    size(): number {
      let n = 0;
      for (const set of streams.values()) n += set.size;
      return n;
    },

    closeAll(): void {
      for (const set of streams.values()) for (const sink of set) sink.close();
      streams.clear();
    },
  };
}
export type NotificationHub = ReturnType<typeof createNotificationHub>;
