/** When the background download of "Available offline" may run (the saveData policy). */

/** The part of `navigator` the policy reads; `connection` is Chromium's Network Information API. */
export interface NavigatorLike {
  onLine?: boolean;
  connection?: { saveData?: boolean } | null;
}

/** The reader asked sites to use less data (Chrome's Lite mode, Android's data saver). */
export const dataSaverOn = (nav: NavigatorLike | undefined): boolean => nav?.connection?.saveData === true;

/**
 * Asked before every file: nothing is downloaded while the data saver is on (checked again each
 * time, so turning it on mid-way stops the download) or once the reader asked to stop.
 */
export function nextFileBlocker(nav: NavigatorLike | undefined, stopRequested: 'pause' | 'clear' | undefined): 'saveData' | 'stopped' | undefined {
  if (stopRequested) return 'stopped';
  if (dataSaverOn(nav)) return 'saveData';
  return undefined;
}
