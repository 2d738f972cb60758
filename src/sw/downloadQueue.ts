/** The background download behind "Available offline": a few files at a time, stoppable between files. */

/** Two at a time: the reader's own page loads are never queued behind the download. */
export const OFFLINE_CONCURRENCY = 2;

/** Why a download stopped before the end; a task throws a QueueStop to stop the whole queue. */
export class QueueStop extends Error {
  constructor(readonly reason: string, message = reason) {
    super(message);
    this.name = 'QueueStop';
  }
}

export type QueueResult = { stopped: false } | { stopped: true; reason: string };

/**
 * Runs `task` on every item, at most `concurrency` at once, in order. `shouldStop` is asked before
 * each item is started (data saver turned on, the reader turned the switch off): it then returns
 * the reason, no new item starts and the queue ends once the running ones have. A task that throws
 * stops the queue too: with a QueueStop's reason, or "failed" for anything else.
 */
export async function runQueue<T>(
  items: readonly T[],
  task: (item: T) => Promise<void>,
  { concurrency = OFFLINE_CONCURRENCY, shouldStop = () => undefined }: { concurrency?: number; shouldStop?: () => string | undefined } = {},
): Promise<QueueResult> {
  let next = 0;
  let stop: string | undefined;
  const worker = async () => {
    while (stop === undefined && next < items.length) {
      const reason = shouldStop();
      if (reason !== undefined) {
        stop ??= reason;
        return;
      }
      const item = items[next++] as T;
      try {
        await task(item);
      } catch (error) {
        stop ??= error instanceof QueueStop ? error.reason : 'failed';
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return stop === undefined ? { stopped: false } : { stopped: true, reason: stop };
}
