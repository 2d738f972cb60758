/**
 * What pages and the service worker say to each other about "Available offline": pages post
 * requests to the active worker; the worker answers every open page on one BroadcastChannel.
 */

/** The BroadcastChannel the worker reports progress on. */
export const OFFLINE_CHANNEL = 'docs-offline';

/** Caches of saved files belong to one build, like the page caches (src/sw/pageCache.ts). */
export const OFFLINE_CACHE_PREFIX = 'docs-offline-';
export const offlineCacheName = (version: string): string => `${OFFLINE_CACHE_PREFIX}${version}`;

/** The header a saved file carries its revision in (the resume decision reads it back). */
export const REVISION_HEADER = 'x-docs-revision';

/**
 * start: save what is missing (idempotent; a page repeats it while saving, which also keeps the
 * worker alive); pause: stop after the files in flight, keep what is saved (data saver);
 * clear: stop and delete everything saved (the switch turned off); status: report where it stands.
 */
export type OfflineCommand = 'start' | 'pause' | 'clear' | 'status';
export interface OfflineRequest {
  type: 'OFFLINE';
  command: OfflineCommand;
}
export const offlineRequest = (command: OfflineCommand): OfflineRequest => ({ type: 'OFFLINE', command });

const COMMANDS: readonly string[] = ['start', 'pause', 'clear', 'status'] satisfies OfflineCommand[];

/** The command of a message a page sent, or undefined for anything else. */
export function offlineCommandOf(message: unknown): OfflineCommand | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const { type, command } = message as Partial<OfflineRequest>;
  return type === 'OFFLINE' && typeof command === 'string' && COMMANDS.includes(command) ? command : undefined;
}

/**
 * Why saving stopped before the end: the network went away, the data saver came on, the device
 * is out of room, the server already has a newer build than this worker (the new worker saves
 * that one), or anything else.
 */
export type PauseReason = 'offline' | 'saveData' | 'storage' | 'update' | 'failed';
const REASONS: readonly string[] = ['offline', 'saveData', 'storage', 'update', 'failed'] satisfies PauseReason[];

export type OfflineState = 'idle' | 'saving' | 'done' | 'paused' | 'cleared';
const STATES: readonly string[] = ['idle', 'saving', 'done', 'paused', 'cleared'] satisfies OfflineState[];

/**
 * Where saving stands. `done` of `total` counts the files the offline cache saves (what the
 * worker's precache holds already is not counted); `pages` is how many pages the list has;
 * `totalBytes` is the size of everything readable offline (pages, files and the precache's part).
 */
export interface OfflineProgress {
  type: 'OFFLINE_PROGRESS';
  state: OfflineState;
  reason?: PauseReason;
  done: number;
  total: number;
  pages: number;
  totalBytes: number;
}

const count = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A progress report from the worker, or undefined for anything else on the channel. */
export function parseProgress(message: unknown): OfflineProgress | undefined {
  if (typeof message !== 'object' || message === null) return undefined;
  const m = message as Record<string, unknown>;
  if (m.type !== 'OFFLINE_PROGRESS' || typeof m.state !== 'string' || !STATES.includes(m.state)) return undefined;
  if (!count(m.done) || !count(m.total) || !count(m.pages) || !count(m.totalBytes) || m.done > m.total) return undefined;
  if (m.state === 'paused' && (typeof m.reason !== 'string' || !REASONS.includes(m.reason))) return undefined;
  return {
    type: 'OFFLINE_PROGRESS',
    state: m.state as OfflineState,
    ...(m.state === 'paused' ? { reason: m.reason as PauseReason } : {}),
    done: m.done,
    total: m.total,
    pages: m.pages,
    totalBytes: m.totalBytes,
  };
}
