import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/theme/settings';
import {
  SETTINGS_STORAGE_KEY,
  createSettingsStore,
  parseSettings,
  type SettingsStorage,
} from '../../../src/theme/storage';

const custom: Settings = { mode: 'dark', direction: 'rtl', dense: true, codeVariant: 'JS' };

const mapStorage = () => {
  const map = new Map<string, string>();
  const storage: SettingsStorage = {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, String(value));
    },
  };
  return { map, storage };
};

const throwingStorage = (): SettingsStorage => ({
  getItem: vi.fn(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }),
  setItem: vi.fn(() => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }),
});

describe('parseSettings', () => {
  it('null and empty give the defaults', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('')).toEqual(DEFAULT_SETTINGS);
  });

  it('bad JSON gives the defaults', () => {
    expect(parseSettings('{mode: dark')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('undefined')).toEqual(DEFAULT_SETTINGS);
  });

  it('a non-object gives the defaults', () => {
    for (const raw of ['null', '42', '"dark"', 'true']) expect(parseSettings(raw)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads a complete valid object', () => {
    expect(parseSettings(JSON.stringify(custom))).toEqual(custom);
  });

  it('partially valid data: each invalid or missing field takes its default', () => {
    expect(parseSettings(JSON.stringify({ mode: 'dark', direction: 'sideways', dense: 'yes', codeVariant: 'JS' }))).toEqual({
      mode: 'dark',
      direction: 'ltr',
      dense: false,
      codeVariant: 'JS',
    });
    expect(parseSettings(JSON.stringify({ mode: 'blue', direction: 'rtl' }))).toEqual({
      mode: 'system',
      direction: 'rtl',
      dense: false,
      codeVariant: 'TS',
    });
    expect(parseSettings(JSON.stringify({ dense: true, codeVariant: 'ts', extra: 1 }))).toEqual({
      ...DEFAULT_SETTINGS,
      dense: true,
    });
  });

  it('never returns extra fields from storage', () => {
    const parsed = parseSettings('{"mode":"dark","__proto__":{"polluted":true},"admin":true}');
    expect(Object.keys(parsed).sort()).toEqual(['codeVariant', 'dense', 'direction', 'mode']);
    expect(parsed.mode).toBe('dark');
    expect((parsed as unknown as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('createSettingsStore with a working storage', () => {
  it('round-trips through the storage under the settings key', () => {
    const { map, storage } = mapStorage();
    const store = createSettingsStore(storage);
    expect(store.persistent).toBe(true);
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    store.save(custom);
    expect(SETTINGS_STORAGE_KEY).toBe('mui-docs-settings');
    expect(JSON.parse(map.get(SETTINGS_STORAGE_KEY)!)).toEqual(custom);
    expect(store.load()).toEqual(custom);
    // A fresh store (a new page load) reads it back from the storage.
    expect(createSettingsStore(storage).load()).toEqual(custom);
    expect(store.persistent).toBe(true);
  });

  it('loads settings already in the storage', () => {
    const { map, storage } = mapStorage();
    map.set(SETTINGS_STORAGE_KEY, JSON.stringify({ mode: 'light', codeVariant: 'JS' }));
    expect(createSettingsStore(storage).load()).toEqual({ ...DEFAULT_SETTINGS, mode: 'light', codeVariant: 'JS' });
  });

  it('does not notify subscribers while storage works', () => {
    const { storage } = mapStorage();
    const store = createSettingsStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.load();
    store.save(custom);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createSettingsStore with a storage that throws', () => {
  it('falls back to memory: defaults, no throw, persistent false, one notification, last save kept', () => {
    const storage = throwingStorage();
    const store = createSettingsStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.persistent).toBe(true);

    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    expect(store.persistent).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);

    expect(() => store.save(custom)).not.toThrow();
    const later: Settings = { ...custom, mode: 'light' };
    expect(() => store.save(later)).not.toThrow();
    expect(store.load()).toEqual(later);
    expect(store.persistent).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a setItem failure alone (quota) also turns persistence off, once', () => {
    const { storage: working } = mapStorage();
    const storage: SettingsStorage = {
      getItem: working.getItem,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createSettingsStore(storage);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(() => store.save(custom)).not.toThrow();
    expect(() => store.save(custom)).not.toThrow();
    expect(store.persistent).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.load()).toEqual(custom);
  });

  it('an unsubscribed listener is not notified', () => {
    const store = createSettingsStore(throwingStorage());
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.load();
    expect(listener).not.toHaveBeenCalled();
    expect(store.persistent).toBe(false);
  });
});

describe('createSettingsStore with no storage', () => {
  it('works in memory and is not persistent', () => {
    const store = createSettingsStore(null);
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.persistent).toBe(false);
    expect(store.load()).toEqual(DEFAULT_SETTINGS);
    expect(() => store.save(custom)).not.toThrow();
    expect(store.load()).toEqual(custom);
    expect(listener).not.toHaveBeenCalled();
    expect(createSettingsStore(undefined).persistent).toBe(false);
  });
});
