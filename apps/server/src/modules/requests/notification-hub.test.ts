import { describe, expect, it } from 'vitest';
import type { EventBus } from '../../platform/events.ts';
import type { NotificationEvent, NotificationService } from './notification.service.ts';
import { createNotificationHub, type StreamMessage, type StreamSink } from './notification-hub.ts';
import type { notifications } from './requests.tables.ts';

type Row = typeof notifications.$inferSelect;

const tenantId = '0190f5c2-0000-7000-8000-000000000001';
const lina = '0190f5c2-0000-7000-8000-0000000000a1';
const omar = '0190f5c2-0000-7000-8000-0000000000b2';

function row(recipientId: string, n: number): Row {
  return {
    id: `0190f5c2-0000-7000-9000-${String(n).padStart(12, '0')}`,
    tenantId,
    recipientId,
    title: { text: `Title ${n}` },
    message: { text: 'm' },
    type: 0,
    relatedId: null,
    isSeen: false,
    seenTime: null,
    creationTime: new Date('2026-01-01T08:00:00Z'),
    creatorId: null,
  };
}

/** The hub's collaborators, in memory: the bus hands events straight to the hub. */
function setUp(sendTimeoutMs = 100) {
  const rows: Row[] = [];
  let handler: ((payload: unknown) => void) | undefined;
  const events = {
    publish: async () => undefined,
    subscribe: async (_channel: string, h: (payload: unknown) => void) => {
      handler = h;
      return async () => undefined;
    },
    onReconnect: () => () => true,
    close: async () => undefined,
  } satisfies EventBus;
  const service = {
    unseenCount: async ({ userId }: { userId: string | null }) =>
      rows.filter((r) => r.recipientId === userId && !r.isSeen).length,
    streamStart: async ({ userId }: { userId: string | null }) => ({
      unseenCount: rows.filter((r) => r.recipientId === userId && !r.isSeen).length,
      newestAt: null,
    }),
    forStreams: async (_tenant: string | null, recipientIds: readonly string[], ids: readonly string[]) => ({
      rows: rows.filter((r) => recipientIds.includes(r.recipientId) && ids.includes(r.id)),
      unseen: new Map(recipientIds.map((id) => [id, rows.filter((r) => r.recipientId === id).length])),
    }),
  } as unknown as NotificationService;
  const hub = createNotificationHub(service, events, { sendTimeoutMs });
  return {
    hub,
    /** Commits notifications and announces them, as the service does. */
    created(...added: Row[]) {
      rows.push(...added);
      const event: NotificationEvent = {
        kind: 'created',
        tenantId,
        items: added.map((r) => [r.recipientId, r.id]),
      };
      handler?.(event);
    },
  };
}

/** A stream that records what it is sent; a stuck one never finishes a write, as a response closed early. */
function sink(userId: string, { stuck = false } = {}) {
  const sent: StreamMessage[] = [];
  let closed = false;
  const stream: StreamSink = {
    reader: { tenantId, userId, language: 'en' },
    send: (message) => {
      if (closed) return Promise.reject(new Error('closed'));
      sent.push(message);
      return stuck ? new Promise<void>(() => undefined) : Promise.resolve();
    },
    close: () => {
      closed = true;
    },
  };
  return {
    stream,
    sent,
    isClosed: () => closed,
    notifications: () => sent.filter((m) => m.event === 'notification'),
  };
}

async function until(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the notification hub', () => {
  it('pushes past a stream whose writes never finish: the user’s other tab and the other recipients get it', async () => {
    const { hub, created } = setUp(60_000);
    const gone = sink(lina, { stuck: true });
    // Its opening count never goes out: attach does not wait for it to register the stream.
    void hub.attach(gone.stream);
    await until(() => hub.size() === 1);
    const tab = sink(lina);
    const other = sink(omar);
    await hub.attach(tab.stream);
    await hub.attach(other.stream);

    created(row(lina, 1), row(omar, 2));
    await until(() => tab.notifications().length === 1 && other.notifications().length === 1);
    expect(tab.notifications()[0]?.data).toMatchObject({
      notification: { title: 'Title 1' },
      unseenCount: 1,
    });
    expect(other.notifications()[0]?.data).toMatchObject({ notification: { title: 'Title 2' } });
  });

  it('ends a stream whose write stalls, so that its client reconnects and re-reads', async () => {
    const { hub, created } = setUp(50);
    const tab = sink(lina);
    await hub.attach(tab.stream);
    const stalled = sink(lina, { stuck: true });
    void hub.attach(stalled.stream);
    await until(() => stalled.isClosed());
    expect(hub.size()).toBe(1);

    created(row(lina, 3));
    await until(() => tab.notifications().length === 1);
    expect(stalled.notifications()).toHaveLength(0);
  });
});
