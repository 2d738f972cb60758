/** The "Available offline" switch, kept in the browser's storage; a storage that throws never breaks it. */

export const OFFLINE_STORAGE_KEY = 'mui-docs-offline';

export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface OfflinePreference {
  enabled: boolean;
  /** false when the browser's storage is unavailable or refused the choice: it lasts for this page only. */
  remembered: boolean;
}

export function readOfflinePreference(storage: PreferenceStorage | null | undefined): OfflinePreference {
  if (!storage) return { enabled: false, remembered: false };
  try {
    return { enabled: storage.getItem(OFFLINE_STORAGE_KEY) === 'on', remembered: true };
  } catch {
    return { enabled: false, remembered: false };
  }
}

/** Stores the choice; returns whether the browser kept it. */
export function writeOfflinePreference(storage: PreferenceStorage | null | undefined, enabled: boolean): boolean {
  if (!storage) return false;
  try {
    if (enabled) storage.setItem(OFFLINE_STORAGE_KEY, 'on');
    else storage.removeItem(OFFLINE_STORAGE_KEY);
    return true;
  } catch {
    return false;
  }
}
