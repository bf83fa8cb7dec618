import { describe, expect, it } from 'vitest';
import { runEach } from './run-each.ts';

/** A promise settled from outside, to finish the work in any order. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('runEach', () => {
  it('runs at most `concurrency` at a time, starting the next as one finishes', async () => {
    const items = Array.from({ length: 10 }, (_, i) => i);
    const pending = new Map<number, ReturnType<typeof deferred>>();
    let running = 0;
    let most = 0;
    const run = runEach(
      items,
      async (i) => {
        running++;
        most = Math.max(most, running);
        const d = deferred();
        pending.set(i, d);
        try {
          await d.promise;
        } finally {
          running--;
        }
      },
      4,
    );
    await tick();
    expect([...pending.keys()]).toEqual([0, 1, 2, 3]);
    pending.get(2)!.resolve();
    await tick();
    expect([...pending.keys()]).toEqual([0, 1, 2, 3, 4]);
    // Finish the rest in reverse of their start, as they come.
    let settled = false;
    void run.then(() => {
      settled = true;
    });
    while (!settled) {
      for (const d of [...pending.values()].reverse()) d.resolve();
      await tick();
    }
    const outcome = await run;
    expect(most).toBe(4);
    expect(outcome.done).toEqual(items);
    expect(outcome.failed).toEqual([]);
  });

  it('keeps going past failures and reports them in the items’ order', async () => {
    const boom = new Error('Task closed');
    const outcome = await runEach(
      ['a', 'b', 'c', 'd', 'e'],
      async (x) => {
        await tick();
        if (x === 'b' || x === 'e') throw x === 'b' ? boom : new Error('Forbidden');
      },
      2,
    );
    expect(outcome.done).toEqual(['a', 'c', 'd']);
    expect(outcome.failed.map((f) => [f.item, (f.error as Error).message])).toEqual([
      ['b', 'Task closed'],
      ['e', 'Forbidden'],
    ]);
  });

  it('does nothing for no items, and runs a short list with fewer workers', async () => {
    expect(await runEach([], async () => undefined)).toEqual({ done: [], failed: [] });
    let calls = 0;
    expect((await runEach([1], async () => void calls++, 4)).done).toEqual([1]);
    expect(calls).toBe(1);
  });
});
