import { describe, expect, it } from 'vitest';
import { offlineView, formatMegabytes } from '../../../src/sw/offlineStatus';
import { offlineCommandOf, offlineRequest, parseProgress, type OfflineProgress } from '../../../src/sw/offlineProtocol';
import { dataSaverOn, nextFileBlocker } from '../../../src/sw/downloadPolicy';
import { readOfflinePreference, writeOfflinePreference, OFFLINE_STORAGE_KEY } from '../../../src/sw/offlinePreference';
import { throwingStorage } from '../../../stories/shell/fixtures';

const progress = (p: Partial<OfflineProgress>): OfflineProgress => ({ type: 'OFFLINE_PROGRESS', state: 'saving', done: 1, total: 4, pages: 3, totalBytes: 2_345_678, ...p });
const base = { supported: true, enabled: true, saveData: false, progress: undefined };

describe('what the drawer shows', () => {
  it('off, unsupported and data saver come before any progress', () => {
    expect(offlineView({ ...base, enabled: false })).toEqual({ kind: 'off' });
    expect(offlineView({ ...base, supported: false, progress: progress({}) })).toEqual({ kind: 'unsupported' });
    expect(offlineView({ ...base, saveData: true, progress: progress({}) })).toEqual({ kind: 'saveData' });
    expect(offlineView({ ...base, enabled: false, saveData: true })).toEqual({ kind: 'saveData' });
  });

  it('follows the worker: starting, saving n of m, done with the size, paused with why', () => {
    expect(offlineView(base)).toEqual({ kind: 'starting' });
    expect(offlineView({ ...base, progress: progress({ state: 'cleared' }) })).toEqual({ kind: 'starting' });
    expect(offlineView({ ...base, progress: progress({ done: 120, total: 260 }) })).toEqual({ kind: 'saving', done: 120, total: 260 });
    expect(offlineView({ ...base, progress: progress({ state: 'done', done: 4 }) })).toEqual({ kind: 'done', pages: 3, megabytes: '2.3' });
    expect(offlineView({ ...base, progress: progress({ state: 'paused', reason: 'offline' }) })).toEqual({ kind: 'paused', reason: 'offline', done: 1, total: 4 });
    // The worker saw the data saver before the page did.
    expect(offlineView({ ...base, progress: progress({ state: 'paused', reason: 'saveData' }) })).toEqual({ kind: 'saveData' });
  });

  it('megabytes with one decimal', () => {
    expect(formatMegabytes(33_449_999)).toBe('33.4');
    expect(formatMegabytes(0)).toBe('0.0');
  });
});

describe('messages between pages and the worker', () => {
  it('commands: only the four, in their envelope', () => {
    expect(offlineCommandOf(offlineRequest('start'))).toBe('start');
    expect(offlineCommandOf(offlineRequest('clear'))).toBe('clear');
    for (const junk of [{ type: 'OFFLINE', command: 'delete-all' }, { type: 'CACHE_PAGE', command: 'start' }, 'start', null, 42]) expect(offlineCommandOf(junk)).toBeUndefined();
  });

  it('progress: counts that make sense, a reason when paused', () => {
    expect(parseProgress(progress({}))).toEqual(progress({}));
    expect(parseProgress(progress({ state: 'paused', reason: 'storage' }))?.reason).toBe('storage');
    for (const junk of [progress({ done: 5, total: 4 }), progress({ done: -1 }), progress({ state: 'paused' }), { ...progress({}), state: 'lost' }, { ...progress({}), type: 'X' }, 'done', null]) {
      expect(parseProgress(junk)).toBeUndefined();
    }
  });
});

describe('the data saver policy', () => {
  it('no file starts while the data saver is on, or after a stop', () => {
    expect(dataSaverOn({ connection: { saveData: true } })).toBe(true);
    expect(dataSaverOn({ connection: null })).toBe(false);
    expect(dataSaverOn({})).toBe(false);
    expect(nextFileBlocker({ connection: { saveData: false } }, undefined)).toBeUndefined();
    expect(nextFileBlocker({ connection: { saveData: true } }, undefined)).toBe('saveData');
    expect(nextFileBlocker({}, 'pause')).toBe('stopped');
    expect(nextFileBlocker({}, 'clear')).toBe('stopped');
  });
});

describe('the stored switch', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
  };
  const throwing = throwingStorage;

  it('is off until turned on, and remembered both ways', () => {
    const storage = memory();
    expect(readOfflinePreference(storage)).toEqual({ enabled: false, remembered: true });
    expect(writeOfflinePreference(storage, true)).toBe(true);
    expect(storage.data.get(OFFLINE_STORAGE_KEY)).toBe('on');
    expect(readOfflinePreference(storage)).toEqual({ enabled: true, remembered: true });
    expect(writeOfflinePreference(storage, false)).toBe(true);
    expect(readOfflinePreference(storage)).toEqual({ enabled: false, remembered: true });
  });

  it('a storage that throws or is missing never throws: the choice is simply not remembered', () => {
    expect(readOfflinePreference(throwing)).toEqual({ enabled: false, remembered: false });
    expect(writeOfflinePreference(throwing, true)).toBe(false);
    expect(readOfflinePreference(null)).toEqual({ enabled: false, remembered: false });
    expect(writeOfflinePreference(null, true)).toBe(false);
  });
});
