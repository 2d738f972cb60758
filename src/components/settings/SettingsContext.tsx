import { createContext, useContext, useEffect, useMemo, useReducer, useSyncExternalStore, type Dispatch, type ReactNode } from 'react';
import { ERRORS } from '../../spec/errors';
import { settingsReducer, type Settings, type SettingsAction } from '../../theme/settings';
import type { SettingsStore } from '../../theme/storage';
import type { SettingsState } from '../../theme/settingsState';
import { DEFAULT_SETTINGS } from '../../theme/settings';

export interface SettingsContextValue {
  settings: Settings;
  dispatch: Dispatch<SettingsAction>;
  /** false when the browser's storage refused the settings (they live in memory only). */
  persistent: boolean;
}

const noSubscribe = () => () => {};
const SettingsContext = createContext<SettingsContextValue | null>(null);

/** Holds the reader's settings; saves each change through the store (which never throws). */
export function SettingsProvider({
  initial,
  store,
  children,
}: {
  initial: Settings;
  store?: SettingsStore;
  children: ReactNode;
}) {
  const [settings, dispatch] = useReducer(settingsReducer, initial);
  useEffect(() => {
    store?.save(settings);
  }, [settings, store]);
  const persistent = useSyncExternalStore(
    store?.subscribe ?? noSubscribe,
    () => store?.persistent ?? true,
    () => true,
  );
  const value = useMemo(() => ({ settings, dispatch, persistent }), [settings, persistent]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

const serverSettings = () => DEFAULT_SETTINGS;

/**
 * The same context over the page's shared settings (islands): every island follows one value.
 * Hydration uses the defaults the HTML was rendered with, then the reader's settings follow.
 */
export function SettingsStateProvider({ state, children }: { state: SettingsState; children: ReactNode }) {
  const settings = useSyncExternalStore(state.subscribe, state.get, serverSettings);
  const persistent = useSyncExternalStore(state.subscribe, state.persistent, () => true);
  const value = useMemo(() => ({ settings, dispatch: state.dispatch, persistent }), [settings, state, persistent]);
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

/** The settings of the page; throws (spec §8) when used outside its provider. */
export function useSettings(): SettingsContextValue {
  const value = useContext(SettingsContext);
  if (!value) throw new Error(ERRORS.themeProviderMissing);
  return value;
}
