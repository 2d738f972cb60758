import type { OfflineProgress, PauseReason } from './offlineProtocol';

/** What the settings drawer shows about "Available offline" (src/components/settings/OfflineSetting.tsx). */
export type OfflineView =
  /** No service worker here: another host than the docs' own, or a browser without workers. */
  | { kind: 'unsupported' }
  | { kind: 'off' }
  /** The data saver is on: nothing is downloaded (the switch can still be turned off). */
  | { kind: 'saveData' }
  /** On, and the worker has not reported yet (it may still be installing on a first visit). */
  | { kind: 'starting' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'done'; pages: number; megabytes: string }
  | { kind: 'paused'; reason: Exclude<PauseReason, 'saveData'>; done: number; total: number };

export interface OfflineSnapshot {
  enabled: boolean;
  /** false: the browser would not store the choice (it lasts for this page). */
  remembered: boolean;
  view: OfflineView;
}

/** Megabytes (10^6 bytes, as browsers and operating systems count them), one decimal. */
export const formatMegabytes = (bytes: number): string => (bytes / 1e6).toFixed(1);

export function offlineView({ supported, enabled, saveData, progress }: { supported: boolean; enabled: boolean; saveData: boolean; progress: OfflineProgress | undefined }): OfflineView {
  if (!supported) return { kind: 'unsupported' };
  if (saveData) return { kind: 'saveData' };
  if (!enabled) return { kind: 'off' };
  switch (progress?.state) {
    case 'saving':
      return { kind: 'saving', done: progress.done, total: progress.total };
    case 'done':
      return { kind: 'done', pages: progress.pages, megabytes: formatMegabytes(progress.totalBytes) };
    case 'paused':
      if (progress.reason === 'saveData') return { kind: 'saveData' };
      return { kind: 'paused', reason: progress.reason ?? 'failed', done: progress.done, total: progress.total };
    default:
      return { kind: 'starting' };
  }
}
