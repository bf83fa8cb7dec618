import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type NotificationDto, type NotificationListResult, NotificationType } from '@hr/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime, stampQueryReads } from '../../../app/server-clock.ts';
import { leaveRequestKeys } from '../../leave/public.ts';
import { attendanceRequestKeys } from '../api/attendance-request.api.ts';
import { goTaskKeys } from '../api/go-task.api.ts';
import {
  latestNotificationsParams,
  type NotificationListParams,
  notificationApi,
  notificationKeys,
} from '../api/notification.api.ts';
import { getUnseenCount, notificationListQuery } from './notification-cache.ts';
import { liveNotificationHandlers } from './notification-live.ts';
import { type NotificationStream, openNotificationStream } from './notification-stream.ts';

function dto(n: number): NotificationDto {
  return {
    id: `0190f5c2-8a4e-7b3d-9c1a-${String(n).padStart(12, '0')}`,
    title: `Title ${n}`,
    message: 'm',
    isSeen: false,
    creationTime: new Date(2026, 0, n).toISOString(),
    type: 0,
    relatedId: null,
  };
}

const answer = (items: NotificationDto[], unseenCount: number): NotificationListResult => ({
  items,
  totalCount: items.length,
  unseenCount,
});

/** A list read whose answer the test gives when it wants. */
function deferred() {
  let resolve!: (value: NotificationListResult) => void;
  const promise = new Promise<NotificationListResult>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let qc: QueryClient;
let unsubscribe: Array<() => void>;
let reads: NotificationListParams[];
let nextAnswer: () => Promise<NotificationListResult>;

/** A list on screen (the bell's, the page's): an active query, read at once. */
function show(params: NotificationListParams) {
  const observer = new QueryObserver(qc, notificationListQuery(qc, params));
  unsubscribe.push(observer.subscribe(() => undefined));
  return () => qc.getQueryData<NotificationListResult>(notificationKeys.list(params));
}

beforeEach(() => {
  qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  unsubscribe = [];
  reads = [];
  nextAnswer = async () => answer([dto(1)], 1);
  vi.spyOn(notificationApi, 'list').mockImplementation((params) => {
    reads.push(params);
    return nextAnswer();
  });
});

afterEach(() => {
  for (const u of unsubscribe) u();
  qc.clear();
  vi.restoreAllMocks();
});

describe('the live bell', () => {
  describe('over a real stream', () => {
    let server: Server;
    let url: string;
    let responses: ServerResponse[];
    let stream: NotificationStream | undefined;
    let connectionAnswer: (response: ServerResponse, index: number) => void;

    beforeEach(async () => {
      responses = [];
      server = createServer((_request, response) => {
        responses.push(response);
        connectionAnswer(response, responses.length - 1);
      });
      server.listen(0, '127.0.0.1');
      await once(server, 'listening');
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/app/notification/stream`;
    });

    afterEach(() => {
      stream?.close();
      server.closeAllConnections();
      server.close();
    });

    it('re-reads the lists on every opening: the first, after the stream ended, after a refusal', async () => {
      connectionAnswer = (response, index) => {
        if (index === 2) {
          response.writeHead(503).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write('retry: 20\n\n');
        // Once the server listens, its opening message: a notification newer than any read (no clock known here).
        response.write(
          `event: unseen-count\ndata: ${JSON.stringify({ unseenCount: 2, newestAt: dto(2).creationTime })}\n\n`,
        );
        // The first connection ends (token expiry, a proxy's timeout): the client reconnects.
        if (index === 0) setTimeout(() => response.end(), 30);
        // The second is cut by the network and refused once on the way back.
        if (index === 1) setTimeout(() => response.socket?.destroy(), 30);
      };
      const bell = show(latestNotificationsParams);
      await until(() => bell() !== undefined);
      expect(reads).toHaveLength(1);

      // Sent while no connection is open yet: only a read after opening can show it.
      nextAnswer = async () => answer([dto(2), dto(1)], 2);
      stream = openNotificationStream({
        url,
        getAccessToken: () => 'token',
        retryDelaysMs: [20],
        ...liveNotificationHandlers(qc),
      });
      // Openings: #0, #1 and #3 (#2 was refused and retried).
      await until(() => responses.length === 4 && reads.length === 4);
      expect(bell()?.items.map((n) => n.title)).toEqual(['Title 2', 'Title 1']);
      expect(getUnseenCount(qc)).toBe(2);
    });
  });

  it('does not let a list read that started before a push take the badge back when it answers', async () => {
    const bell = show(latestNotificationsParams);
    await until(() => bell() !== undefined);
    const live = liveNotificationHandlers(qc);

    // The stream (re)opens: the lists are read again; the server answers from before the next commit.
    const stale = deferred();
    nextAnswer = () => stale.promise;
    live.onResync();
    await until(() => reads.length === 2);

    // The notification is committed and pushed while that read is on its way.
    nextAnswer = async () => answer([dto(2), dto(1)], 2);
    live.onNotification({ notification: dto(2), unseenCount: 2 });
    expect(getUnseenCount(qc)).toBe(2);
    stale.resolve(answer([dto(1)], 1));

    await until(() => reads.length === 3 && bell()?.items.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getUnseenCount(qc)).toBe(2);
    expect(bell()?.items.map((n) => n.title)).toEqual(['Title 2', 'Title 1']);
  });

  it('a count pushed during a read wins over that read’s older answer too', async () => {
    const bell = show(latestNotificationsParams);
    await until(() => bell() !== undefined);
    const live = liveNotificationHandlers(qc);
    const stale = deferred();
    nextAnswer = () => stale.promise;
    live.onResync();
    await until(() => reads.length === 2);

    // Marked seen in another tab meanwhile.
    nextAnswer = async () => answer([{ ...dto(1), isSeen: true }], 0);
    live.onUnseenCount(0);
    stale.resolve(answer([dto(1)], 1));
    await until(() => reads.length === 3 && bell()?.items[0]?.isSeen === true);
    expect(getUnseenCount(qc)).toBe(0);
  });
});

describe('tasks and requests follow the stream', () => {
  it('an attendance request’s notification (and a resync) marks the tasks and requests stale; another does not', () => {
    const client = new QueryClient();
    const taskList = [...goTaskKeys.lists(), { skipCount: 0, maxResultCount: 10 }];
    const requestList = [...attendanceRequestKeys.lists(), { skipCount: 0, maxResultCount: 10 }];
    const seed = () => {
      client.setQueryData(taskList, { totalCount: 0, items: [] });
      client.setQueryData(requestList, { totalCount: 0, items: [] });
    };
    const stale = () => [taskList, requestList].map((key) => client.getQueryState(key)?.isInvalidated);
    const live = liveNotificationHandlers(client);

    seed();
    live.onNotification({ notification: { ...dto(1), type: NotificationType.None }, unseenCount: 1 });
    expect(stale()).toEqual([false, false]);
    live.onNotification({
      notification: { ...dto(2), type: NotificationType.AttendanceRequest },
      unseenCount: 2,
    });
    expect(stale()).toEqual([true, true]);

    seed();
    expect(stale()).toEqual([false, false]);
    live.onResync();
    expect(stale()).toEqual([true, true]);
  });

  it('an opening resync leaves out the lists read after the newest notification, and only those', () => {
    const client = new QueryClient();
    stampQueryReads(client);
    const key = (n: number) => [...leaveRequestKeys.everyone(), { skipCount: n, maxResultCount: 10 }];
    const bell = notificationKeys.list(latestNotificationsParams);
    // A read is stamped with the server time of the answers before it (their Date header).
    const readAt = (queryKey: readonly unknown[], date: string | null, data: unknown) => {
      if (date) noteServerTime(new Response(null, { headers: { date } }));
      void client.prefetchQuery({ queryKey, queryFn: () => data, staleTime: 60_000 });
    };
    const page = { totalCount: 0, items: [] };
    readAt(key(0), null, page); // Before any answer: when it was read is not known.
    readAt(key(10), 'Mon, 07 Dec 2026 07:00:00 GMT', page);
    readAt(key(20), 'Mon, 07 Dec 2026 08:00:00 GMT', page);
    readAt(bell, null, answer([dto(1)], 1));
    const stale = () =>
      [key(0), key(10), key(20), bell].map((k) => client.getQueryState(k)?.isInvalidated ?? false);
    const live = liveNotificationHandlers(client);

    // The newest notification was made at 07:30: the read of 07:00 may have missed it, not the one of 08:00.
    live.onResync({ unseenCount: 1, newestAt: '2026-12-07T07:30:00.000Z' });
    expect(stale()).toEqual([true, true, false, true]);

    // Within the clocks' margin of a read: read again too.
    readAt(key(30), 'Mon, 07 Dec 2026 09:00:00 GMT', page);
    live.onResync({ unseenCount: 1, newestAt: '2026-12-07T08:59:55.000Z' });
    expect(client.getQueryState(key(30))?.isInvalidated).toBe(true);
  });

  it('an opening resync re-reads a notification list whose count changed since, and all without the opening', async () => {
    const client = new QueryClient();
    stampQueryReads(client);
    noteServerTime(new Response(null, { headers: { date: 'Mon, 07 Dec 2026 10:00:00 GMT' } }));
    const bell = notificationKeys.list(latestNotificationsParams);
    const leaveList = [...leaveRequestKeys.everyone(), { skipCount: 0, maxResultCount: 10 }];
    await client.prefetchQuery({ queryKey: bell, queryFn: () => answer([dto(1)], 1), staleTime: 60_000 });
    await client.prefetchQuery({ queryKey: leaveList, queryFn: () => ({ totalCount: 0, items: [] }) });
    const stale = () => [bell, leaveList].map((k) => client.getQueryState(k)?.isInvalidated ?? false);
    const live = liveNotificationHandlers(client);

    // No notification at all, the same count: nothing was missed.
    live.onResync({ unseenCount: 1, newestAt: null });
    expect(stale()).toEqual([false, false]);
    // One was marked seen elsewhere before the stream listened: the bell's list is read again.
    live.onResync({ unseenCount: 0, newestAt: null });
    expect(stale()).toEqual([true, false]);
    // The server's resync (or no opening message): everything.
    live.onResync();
    expect(stale()).toEqual([true, true]);
  });

  it('a leave request’s notification marks the tasks and the leave requests stale', () => {
    const client = new QueryClient();
    const taskList = [...goTaskKeys.lists(), { skipCount: 0, maxResultCount: 10 }];
    const leaveList = [...leaveRequestKeys.own(), { skipCount: 0, maxResultCount: 10 }];
    for (const key of [taskList, leaveList]) client.setQueryData(key, { totalCount: 0, items: [] });
    const live = liveNotificationHandlers(client);
    live.onNotification({ notification: { ...dto(3), type: NotificationType.LeaveRequest }, unseenCount: 1 });
    expect([taskList, leaveList].map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
    ]);
  });
});
