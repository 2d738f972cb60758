import { createSettingsStore } from '../src/theme/storage';
import { createSettingsState, type SettingsState } from '../src/theme/settingsState';
import { DEFAULT_SETTINGS } from '../src/theme/settings';
import { safeLocalStorage } from './browserStorage';

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
