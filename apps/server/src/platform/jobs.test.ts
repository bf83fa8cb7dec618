import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { jobsIn, pollSeconds, startJobs } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const stop = (boss: PgBoss) => boss.stop({ graceful: false, wait: true, timeout: 2000 });

/**
 * Resolves once `boss` has looked for a job of `queue` (pg-boss's fetch statement, on its connection) and
 * found nothing: from then on its worker waits out its polling interval unless something wakes it.
 */
function lookedInVain(boss: PgBoss, queue: string): Promise<void> {
  const db = boss.getDb() as { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
  const executeSql = db.executeSql.bind(db);
  return new Promise((resolve) => {
    db.executeSql = async (text, values) => {
      const result = await executeSql(text, values);
      if (text.includes('SKIP LOCKED') && values?.[0] === queue && result.rows.length === 0) resolve();
      return result;
    };
  });
}

/** A worker of `queue` on `boss` that looks only once a minute, once it has looked; and what it is handed. */
async function slowWorker(boss: PgBoss, queue: string): Promise<{ handed: Promise<unknown> }> {
  await boss.createQueue(queue);
  const idle = lookedInVain(boss, queue);
  const handed = new Promise<unknown>((resolve) => {
    void boss.work<{ n: number }>(queue, { pollingIntervalSeconds: 60 }, async ([job]) => resolve(job?.data));
  });
  await idle;
  return { handed };
}

describe('background jobs', () => {
  it('runs a queued job through pg-boss on the same database', async () => {
    const boss = await startJobs(t.db, t.app.log);
    try {
      await boss.createQueue('test-echo');
      const done = new Promise<unknown>((resolve) => {
        void boss.work<{ n: number }>('test-echo', { pollingIntervalSeconds: 0.5 }, async ([job]) => {
          resolve(job?.data);
        });
      });
      const id = await boss.send('test-echo', { n: 42 });
      expect(id).toBeTruthy();
      await expect(done).resolves.toEqual({ n: 42 });
    } finally {
      await stop(boss);
    }
  });

  // The worker below would look again only after a minute, past the test's timeout: only the announcement
  // of the job (at its transaction's commit) can bring it there in time.
  it('wakes an idle worker when a transaction that sent a job commits, not before', async () => {
    const boss = await startJobs(t.db, t.app.log);
    try {
      const { handed } = await slowWorker(boss, 'test-wake');
      let committedAt = 0;
      let handedAt = 0;
      void handed.then(() => {
        handedAt = performance.now();
      });
      await t.db.transaction({ tenantId: null }, async (tx) => {
        expect(await boss.send('test-wake', { n: 7 }, { db: jobsIn(tx) })).toBeTruthy();
        // Still inside the transaction: the job does not exist for the worker yet.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(handedAt).toBe(0);
        committedAt = performance.now();
      });
      await expect(handed).resolves.toEqual({ n: 7 });
      expect(handedAt).toBeGreaterThanOrEqual(committedAt);
    } finally {
      await stop(boss);
    }
  }, 20_000);

  it("wakes another process's worker: the announcement goes through the database", async () => {
    const sender = await startJobs(t.db, t.app.log);
    const receiver = await startJobs(t.db, t.app.log);
    try {
      const { handed } = await slowWorker(receiver, 'test-wake-other');
      expect(await sender.send('test-wake-other', { n: 9 })).toBeTruthy();
      await expect(handed).resolves.toEqual({ n: 9 });
    } finally {
      await Promise.all([stop(sender), stop(receiver)]);
    }
  }, 20_000);

  it('reads the polling interval of unannounced jobs from JOBS_POLL_SECONDS, and refuses one out of bounds', () => {
    expect(pollSeconds({})).toBe(10);
    expect(pollSeconds({ JOBS_POLL_SECONDS: '' })).toBe(10);
    expect(pollSeconds({ JOBS_POLL_SECONDS: '1' })).toBe(1);
    for (const wrong of ['0.1', 'often', '100000', '-5'])
      expect(() => pollSeconds({ JOBS_POLL_SECONDS: wrong })).toThrow(/JOBS_POLL_SECONDS .* 0\.5 to 600/);
  });
});
