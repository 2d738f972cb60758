import { runQueue } from '../../src/sw/downloadQueue';

/**
 * How many requests the e2e checks that read every page over HTTP keep open at once: the server and
 * the check wait on each other less (one at a time, most of the time went to round trips).
 */
const REQUESTS_AT_ONCE = 6;

/**
 * Runs `task` on every item, REQUESTS_AT_ONCE at a time, with the offline download's queue
 * (src/sw/downloadQueue.ts); the first error a task throws is thrown here once the running ones end.
 */
export async function eachAtOnce<T>(items: readonly T[], task: (item: T) => Promise<void>): Promise<void> {
  let failure: { error: unknown } | undefined;
  const result = await runQueue(
    items,
    async (item) => {
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
        throw error;
      }
    },
    { concurrency: REQUESTS_AT_ONCE },
  );
  if (result.stopped) throw failure?.error ?? new Error(`the queue stopped: ${result.reason}`);
}
