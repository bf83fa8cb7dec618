import type { NotificationDto, NotificationListResult } from '@hr/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { type NotificationListParams, notificationKeys } from '../api/notification.api.ts';
import {
  addNotification,
  getUnseenCount,
  markAllSeenInCache,
  markSeenInCache,
  restoreNotifications,
  setUnseenCount,
  snapshotNotifications,
} from './notification-cache.ts';

function dto(n: number, isSeen = false): NotificationDto {
  return {
    id: `0190f5c2-8a4e-7b3d-9c1a-${String(n).padStart(12, '0')}`,
    title: `Title ${n}`,
    message: `Message ${n}`,
    isSeen,
    creationTime: new Date(2025, 0, n).toISOString(),
    type: 0,
    relatedId: null,
  };
}

function page(items: NotificationDto[], totalCount: number, unseenCount: number): NotificationListResult {
  return { items, totalCount, unseenCount };
}

const latest: NotificationListParams = { skipCount: 0, maxResultCount: 3 };
const unseenFirst: NotificationListParams = { isSeen: false, skipCount: 0, maxResultCount: 10 };
const seenFirst: NotificationListParams = { isSeen: true, skipCount: 0, maxResultCount: 10 };
const allSecond: NotificationListParams = { skipCount: 3, maxResultCount: 3 };

let qc: QueryClient;
const list = (params: NotificationListParams) =>
  qc.getQueryData<NotificationListResult>(notificationKeys.list(params));

beforeEach(() => {
  qc = new QueryClient();
  qc.setQueryData(notificationKeys.list(latest), page([dto(5), dto(4, true), dto(3)], 5, 3));
  qc.setQueryData(notificationKeys.list(unseenFirst), page([dto(5), dto(3), dto(1)], 3, 3));
  qc.setQueryData(notificationKeys.list(seenFirst), page([dto(4, true), dto(2, true)], 2, 3));
  qc.setQueryData(notificationKeys.list(allSecond), page([dto(2, true), dto(1)], 5, 3));
  setUnseenCount(qc, 3);
});

describe('a notification pushed live', () => {
  it('goes to the head of the first pages it belongs to, and sets the badge', () => {
    addNotification(qc, { notification: dto(6), unseenCount: 4 });

    expect(list(latest)?.items.map((i) => i.title)).toEqual(['Title 6', 'Title 5', 'Title 4']);
    expect(list(latest)?.totalCount).toBe(6);
    expect(list(unseenFirst)?.items.map((i) => i.title)).toEqual([
      'Title 6',
      'Title 5',
      'Title 3',
      'Title 1',
    ]);
    // Not a seen one: the seen filter's page is untouched.
    expect(list(seenFirst)?.items).toHaveLength(2);
    expect(getUnseenCount(qc)).toBe(4);
  });

  it('marks later pages for a new read (their rows moved by one)', () => {
    addNotification(qc, { notification: dto(6), unseenCount: 4 });
    expect(qc.getQueryState(notificationKeys.list(allSecond))?.isInvalidated).toBe(true);
    expect(qc.getQueryState(notificationKeys.list(latest))?.isInvalidated).toBe(false);
  });

  it('is not added twice (a read already brought it)', () => {
    addNotification(qc, { notification: dto(5), unseenCount: 3 });
    expect(list(latest)?.items).toHaveLength(3);
    expect(list(latest)?.totalCount).toBe(5);
  });
});

describe('marking as seen in the cache', () => {
  it('restyles the notification everywhere and drops the badge by one', () => {
    expect(markSeenInCache(qc, dto(3).id)).toBe(true);
    expect(list(latest)?.items.find((i) => i.id === dto(3).id)?.isSeen).toBe(true);
    expect(list(unseenFirst)?.items.find((i) => i.id === dto(3).id)?.isSeen).toBe(true);
    expect(getUnseenCount(qc)).toBe(2);
  });

  it('changes nothing for one already seen', () => {
    expect(markSeenInCache(qc, dto(4).id)).toBe(false);
    expect(getUnseenCount(qc)).toBe(3);
  });

  it('marks all: every cached one seen, badge at zero', () => {
    markAllSeenInCache(qc);
    for (const params of [latest, unseenFirst, seenFirst, allSecond])
      expect(list(params)?.items.every((i) => i.isSeen)).toBe(true);
    expect(getUnseenCount(qc)).toBe(0);
  });

  it('puts everything back from a snapshot (the server refused)', () => {
    const snapshot = snapshotNotifications(qc);
    markAllSeenInCache(qc);
    restoreNotifications(qc, snapshot);
    expect(list(latest)?.items.map((i) => i.isSeen)).toEqual([false, true, false]);
    expect(getUnseenCount(qc)).toBe(3);
  });

  it('never shows a negative badge', () => {
    setUnseenCount(qc, 0);
    markSeenInCache(qc, dto(5).id);
    expect(getUnseenCount(qc)).toBe(0);
  });
});
