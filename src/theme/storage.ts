import { COLOR_MODES, DEFAULT_SETTINGS, type Settings } from './settings';

/** localStorage key of the settings; the colour-mode head script reads the same key. */
export const SETTINGS_STORAGE_KEY = 'mui-docs-settings';

/** The part of the Web Storage API the settings need. */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Parses stored settings; every field that is missing or invalid takes its default. */
export function parseSettings(raw: string | null): Settings {
  if (!raw) return DEFAULT_SETTINGS;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof data !== 'object' || data === null) return DEFAULT_SETTINGS;
  const d = data as Record<string, unknown>;
  return {
    mode: (COLOR_MODES as readonly unknown[]).includes(d.mode) ? (d.mode as Settings['mode']) : DEFAULT_SETTINGS.mode,
    direction: d.direction === 'rtl' ? 'rtl' : 'ltr',
    dense: d.dense === true,
    codeVariant: d.codeVariant === 'JS' ? 'JS' : 'TS',
  };
}

/**
 * Settings persistence that never throws: a storage that throws (private mode, quota, disabled)
 * leaves the settings in memory only, and `persistent` turns false.
 */
export function createSettingsStore(storage: SettingsStorage | null | undefined) {
  let memory: Settings | null = null;
  let persistent = storage != null;
  const listeners = new Set<() => void>();
  const fail = () => {
    if (!persistent) return;
    persistent = false;
    listeners.forEach((l) => l());
  };
  return {
    get persistent() {
      return persistent;
    },
    /** Called when the store falls back to memory. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load(): Settings {
      if (memory) return memory;
      if (!storage) return DEFAULT_SETTINGS;
      try {
        return parseSettings(storage.getItem(SETTINGS_STORAGE_KEY));
      } catch {
        fail();
        return DEFAULT_SETTINGS;
      }
    },
    save(settings: Settings): void {
      memory = settings;
      if (!storage) return;
      try {
        storage.setItem(SETTINGS_STORAGE_KEY, JSON.stringify(settings));
      } catch {
        fail();
      }
    },
  };
}
export type SettingsStore = ReturnType<typeof createSettingsStore>;
