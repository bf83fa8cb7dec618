import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { startJobs } from './jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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
      await boss.stop({ graceful: false, wait: true, timeout: 2000 });
    }
  });
});
