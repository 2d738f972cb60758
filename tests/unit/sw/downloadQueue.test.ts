import { describe, expect, it } from 'vitest';
import { OFFLINE_CONCURRENCY, QueueStop, runQueue } from '../../../src/sw/downloadQueue';

/** A task whose calls the test resolves or rejects one by one. */
function controlled() {
  const running = new Map<number, { resolve: () => void; reject: (e: unknown) => void }>();
  const started: number[] = [];
  let peak = 0;
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      started.push(item);
      running.set(item, {
        resolve: () => (running.delete(item), resolve()),
        reject: (e) => (running.delete(item), reject(e)),
      });
      peak = Math.max(peak, running.size);
    });
  return { task, running, started, peak: () => peak };
}
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the background download queue', () => {
  it('runs two files at a time, in order, until all are done', async () => {
    expect(OFFLINE_CONCURRENCY).toBe(2);
    const c = controlled();
    const done = runQueue([1, 2, 3, 4, 5], c.task);
    await settle();
    expect(c.started).toEqual([1, 2]);
    c.running.get(2)!.resolve();
    await settle();
    expect(c.started).toEqual([1, 2, 3]);
    while (c.running.size) {
      [...c.running.values()][0]!.resolve();
      await settle();
    }
    expect(await done).toEqual({ stopped: false });
    expect(c.started).toEqual([1, 2, 3, 4, 5]);
    expect(c.peak()).toBe(2);
  });

  it('starts nothing more once asked to stop, and lets the running files finish', async () => {
    const c = controlled();
    const asked: { stop?: string } = {};
    const done = runQueue([1, 2, 3, 4], c.task, { shouldStop: () => asked.stop });
    await settle();
    asked.stop = 'saveData';
    c.running.get(1)!.resolve();
    c.running.get(2)!.resolve();
    expect(await done).toEqual({ stopped: true, reason: 'saveData' });
    expect(c.started).toEqual([1, 2]);
  });

  it('stops on a failing file with its reason ("failed" for an unexpected error)', async () => {
    const c = controlled();
    const done = runQueue([1, 2, 3, 4], c.task);
    await settle();
    c.running.get(1)!.reject(new QueueStop('offline'));
    c.running.get(2)!.resolve();
    expect(await done).toEqual({ stopped: true, reason: 'offline' });
    expect(c.started).toEqual([1, 2]);

    const d = controlled();
    const other = runQueue([1], d.task);
    await settle();
    d.running.get(1)!.reject(new TypeError('boom'));
    expect(await other).toEqual({ stopped: true, reason: 'failed' });
  });

  it('an empty list is done at once', async () => {
    expect(await runQueue([], () => Promise.reject(new Error('not called')))).toEqual({ stopped: false });
  });
});
