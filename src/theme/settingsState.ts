import { settingsReducer, type Settings, type SettingsAction } from './settings';
import type { SettingsStore } from './storage';

/**
 * The reader's settings for a whole page: one value that every island reads and the drawer
 * changes, saved through the store (which never throws). No React: islands subscribe to it.
 */
export interface SettingsState {
  get(): Settings;
  dispatch(action: SettingsAction): void;
  subscribe(listener: () => void): () => void;
  /** false once the browser's storage refused the settings (they live in memory only). */
  persistent(): boolean;
}

export function createSettingsState(store: SettingsStore): SettingsState {
  let current = store.load();
  const listeners = new Set<() => void>();
  store.subscribe(() => listeners.forEach((l) => l()));
  return {
    get: () => current,
    dispatch(action) {
      const next = settingsReducer(current, action);
      if (next === current) return;
      current = next;
      store.save(next);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    persistent: () => store.persistent,
  };
}
