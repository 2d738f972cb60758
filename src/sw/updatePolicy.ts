import { SW_RELOAD_POLL_MS } from '../spec/runtime';

/** The message a waiting worker understands (site/sw.ts). */
export const SKIP_WAITING = 'skipWaiting';

/** The parts of a ServiceWorker / ServiceWorkerRegistration the update policy uses. */
export interface WorkerLike {
  state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface RegistrationLike {
  installing: WorkerLike | null;
  waiting: WorkerLike | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}
export interface PageLike {
  /** Whether a worker already controls this page (false on the very first visit). */
  controlled(): boolean;
  hasFocus(): boolean;
  reload(): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/**
 * Spec §4: when a new worker is waiting it is told to skip waiting; once it activates, the page
 * reloads as soon as it has focus (polled every 100 ms). The very first install does not reload:
 * the page is already the newest. Returns a function that stops watching.
 */
export function reloadOnUpdate(registration: RegistrationLike, page: PageLike): () => void {
  let poll: unknown;
  let stopped = false;
  const reloadWhenFocused = () => {
    if (stopped || poll !== undefined) return;
    poll = page.setInterval(() => {
      if (!page.hasFocus()) return;
      page.clearInterval(poll);
      page.reload();
    }, SW_RELOAD_POLL_MS);
  };
  const followed = new Set<WorkerLike>();
  const follow = (worker: WorkerLike) => {
    if (followed.has(worker)) return;
    followed.add(worker);
    // An installed worker is an update only if another one controls the page already.
    let isUpdate = false;
    const onState = () => {
      if (worker.state === 'installed' && page.controlled()) {
        isUpdate = true;
        worker.postMessage(SKIP_WAITING);
      } else if (worker.state === 'activated' && isUpdate) reloadWhenFocused();
    };
    worker.addEventListener('statechange', onState);
    onState();
  };
  if (registration.waiting) follow(registration.waiting);
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  return () => {
    stopped = true;
    if (poll !== undefined) page.clearInterval(poll);
  };
}
