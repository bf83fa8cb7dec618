import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NotificationStreamMessage, NotificationStreamStart } from '@hr/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type NotificationStream, openNotificationStream } from './notification-stream.ts';

/** A real HTTP server speaking server-sent events; each test says how it answers each connection. */
interface Connection {
  request: IncomingMessage;
  response: ServerResponse;
}
type Answer = (connection: Connection, index: number) => void;

let server: Server;
let url: string;
let connections: Connection[];
let answer: Answer;
let stream: NotificationStream | undefined;

/** The server's opening message once it listens: the count, the newest notification's time. */
const opening: NotificationStreamStart = { unseenCount: 0, newestAt: '2025-03-30T08:00:00.000Z' };

/** Opens the stream as the server does: its head, then (once it listens) its opening message, unless null. */
function openEvents(
  { response }: Connection,
  retryMs = 20,
  start: NotificationStreamStart | null = opening,
): void {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.write(`retry: ${retryMs}\n\n`);
  if (start) response.write(`event: unseen-count\ndata: ${JSON.stringify(start)}\n\n`);
}

function send({ response }: Connection, event: string, data: unknown, id?: string): void {
  response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

function refuse({ response }: Connection, status: number): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end('{}');
}

async function until(condition: () => boolean, timeoutMs = 3_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const notification: NotificationStreamMessage = {
  notification: {
    id: '0190f5c2-8a4e-7b3d-9c1a-2b3c4d5e6f70',
    title: 'Payslip ready',
    message: 'Your payslip for March is ready.',
    isSeen: false,
    creationTime: '2025-03-31T08:00:00.000Z',
    type: 0,
    relatedId: null,
  },
  unseenCount: 4,
};

beforeEach(async () => {
  connections = [];
  answer = (c) => openEvents(c);
  server = createServer((request, response) => {
    const connection = { request, response };
    connections.push(connection);
    answer(connection, connections.length - 1);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/app/notification/stream`;
});

afterEach(async () => {
  stream?.close();
  stream = undefined;
  server.closeAllConnections();
  server.close();
});

function recorder(
  overrides: { getAccessToken?: () => string | null; retryDelaysMs?: number[]; openingWaitMs?: number } = {},
) {
  const seen = {
    notifications: [] as NotificationStreamMessage[],
    counts: [] as number[],
    resyncs: 0,
    /** What each resync was given (the opening message, or nothing). */
    starts: [] as Array<NotificationStreamStart | undefined>,
    unauthorized: 0,
  };
  stream = openNotificationStream({
    url,
    getAccessToken: overrides.getAccessToken ?? (() => 'token-1'),
    getHeaders: () => ({ 'Accept-Language': 'ar', __tenant: 'acme-id' }),
    onNotification: (m) => seen.notifications.push(m),
    onUnseenCount: (c) => seen.counts.push(c),
    onResync: (start) => {
      seen.resyncs += 1;
      seen.starts.push(start);
    },
    onUnauthorized: () => {
      seen.unauthorized += 1;
    },
    retryDelaysMs: overrides.retryDelaysMs ?? [30],
    ...(overrides.openingWaitMs !== undefined ? { openingWaitMs: overrides.openingWaitMs } : {}),
  });
  return seen;
}

describe('the notification stream', () => {
  it('sends the bearer token and headers, and hands over the events of the contract', async () => {
    answer = (c) => {
      openEvents(c, 20, null);
      send(c, 'unseen-count', { unseenCount: 3, newestAt: null });
      send(c, 'notification', notification, notification.notification.id);
      send(c, 'resync', {});
    };
    const seen = recorder();
    await until(() => seen.notifications.length === 1 && seen.resyncs === 2);
    // The connection's resync came with its opening message; the server's, with nothing.
    expect(seen.starts).toEqual([{ unseenCount: 3, newestAt: null }, undefined]);

    const headers = connections[0]?.request.headers;
    expect(headers?.authorization).toBe('Bearer token-1');
    expect(headers?.['accept-language']).toBe('ar');
    expect(headers?.__tenant).toBe('acme-id');
    expect(headers?.accept).toBe('text/event-stream');
    expect(seen.counts).toEqual([3]);
    expect(seen.notifications[0]).toEqual(notification);
    // One resync for the connection itself, one asked by the server.
    expect(seen.resyncs).toBe(2);
  });

  it('reconnects when the server ends the stream, with the token of that moment, and re-reads', async () => {
    let token = 'token-1';
    answer = (c, index) => {
      openEvents(c);
      if (index === 0) {
        send(c, 'notification', notification, notification.notification.id);
        // The access token expired: the server ends the stream.
        setTimeout(() => c.response.end(), 20);
      }
    };
    const seen = recorder({ getAccessToken: () => token });
    await until(() => seen.notifications.length === 1);
    // Meanwhile the app refreshed its token.
    token = 'token-2';
    await until(() => connections.length === 2 && seen.resyncs === 2);

    expect(connections[1]?.request.headers.authorization).toBe('Bearer token-2');
    // The server learns from where to resume.
    expect(connections[1]?.request.headers['last-event-id']).toBe(notification.notification.id);
  });

  it('stops for good when the server refuses the token: no reconnect storm', async () => {
    answer = (c) => refuse(c, 401);
    const seen = recorder();
    await until(() => seen.unauthorized === 1);
    await sleep(200);
    expect(connections).toHaveLength(1);
    expect(seen.resyncs).toBe(0);
  });

  it('tries a newer token once when the refused one was replaced meanwhile', async () => {
    let token = 'old';
    answer = (c, index) => {
      if (index === 0) {
        token = 'new';
        refuse(c, 401);
      } else openEvents(c);
    };
    const seen = recorder({ getAccessToken: () => token });
    await until(() => seen.resyncs === 1);
    expect(connections.map((c) => c.request.headers.authorization)).toEqual(['Bearer old', 'Bearer new']);
    expect(seen.unauthorized).toBe(0);
  });

  it('retries after a server error, with the configured waits', async () => {
    answer = (c, index) => (index < 2 ? refuse(c, 503) : openEvents(c));
    const seen = recorder({ retryDelaysMs: [30, 60] });
    await until(() => seen.resyncs === 1);
    expect(connections).toHaveLength(3);
    expect(seen.unauthorized).toBe(0);
  });

  it('sends nothing while there is no token, and connects once there is one', async () => {
    let token: string | null = null;
    const seen = recorder({ getAccessToken: () => token });
    await sleep(100);
    expect(connections).toHaveLength(0);
    token = 'token-3';
    // The library tries again after its default reconnection time (3 s).
    await until(() => seen.resyncs === 1, 5_000);
    expect(connections[0]?.request.headers.authorization).toBe('Bearer token-3');
  });

  it('resyncs at the opening message (sent once the server listens), not at the head before it', async () => {
    let listen: () => void = () => undefined;
    answer = (c) => {
      openEvents(c, 20, null);
      listen = () => send(c, 'unseen-count', { unseenCount: 2, newestAt: opening.newestAt });
    };
    const seen = recorder();
    await until(() => connections.length === 1);
    await sleep(100);
    expect(seen.resyncs).toBe(0);
    listen();
    await until(() => seen.resyncs === 1);
    expect(seen.starts).toEqual([{ unseenCount: 2, newestAt: opening.newestAt }]);
    expect(seen.counts).toEqual([2]);
    // A later count is a count, not another opening.
    send(connections[0]!, 'unseen-count', { unseenCount: 1 });
    await until(() => seen.counts.length === 2);
    expect(seen.resyncs).toBe(1);
  });

  it('resyncs everything when an opened connection sends no opening message in time', async () => {
    answer = (c) => openEvents(c, 20, null);
    const seen = recorder({ openingWaitMs: 50 });
    await until(() => seen.resyncs === 1);
    expect(seen.starts).toEqual([undefined]);
  });

  it('closes: no reconnect after close()', async () => {
    answer = (c) => {
      openEvents(c);
      setTimeout(() => c.response.end(), 30);
    };
    const seen = recorder();
    await until(() => seen.resyncs === 1);
    stream?.close();
    await sleep(200);
    expect(connections).toHaveLength(1);
  });
});
