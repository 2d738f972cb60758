import { createSettingsStore } from '../src/theme/storage';
import { createSettingsState, type SettingsState } from '../src/theme/settingsState';
import { DEFAULT_SETTINGS } from '../src/theme/settings';

/** The page's localStorage, or null where touching it throws. */
export const safeLocalStorage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null; // Access itself can throw (disabled storage, sandboxed frames).
  }
};

let state: SettingsState | undefined;

/**
 * The reader's settings on this page: one store shared by the page script and every island
 * (a module both import). On the server: the defaults the HTML is rendered with.
 */
export function pageSettings(): SettingsState {
  if (typeof window === 'undefined') {
    return { get: () => DEFAULT_SETTINGS, dispatch: () => undefined, subscribe: () => () => undefined, persistent: () => true };
  }
  return (state ??= createSettingsState(createSettingsStore(safeLocalStorage())));
}
