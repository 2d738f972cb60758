import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfflineClient, OFFLINE_KEEP_ALIVE_MS, type OfflineClientEnv } from '../../../src/sw/offlineClient';
import { OFFLINE_STORAGE_KEY } from '../../../src/sw/offlinePreference';
import type { OfflineCommand, OfflineProgress } from '../../../src/sw/offlineProtocol';

/** The browser around the page side: storage, the worker's mailbox and channel, the connection. */
function fakeEnv(options: { stored?: string; supported?: boolean; saveData?: boolean; throwing?: boolean } = {}) {
  const data = new Map<string, string>(options.stored ? [[OFFLINE_STORAGE_KEY, options.stored]] : []);
  const fail = () => {
    throw new Error('SecurityError');
  };
  const posted: OfflineCommand[] = [];
  let onMessage: (data: unknown) => void = () => undefined;
  let onConnection: () => void = () => undefined;
  const connection = { saveData: options.saveData ?? false };
  const env: OfflineClientEnv = {
    storage: options.throwing
      ? { getItem: fail, setItem: fail, removeItem: fail }
      : { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) },
    supported: options.supported ?? true,
    navigator: { connection },
    post: (request) => posted.push(request.command),
    listen: (listener) => (onMessage = listener),
    onConnectionChange: (listener) => (onConnection = listener),
    setInterval: (fn, ms) => setInterval(fn, ms),
    clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  };
  return {
    env,
    data,
    posted,
    report: (p: Partial<OfflineProgress>) => onMessage({ type: 'OFFLINE_PROGRESS', state: 'saving', done: 0, total: 10, pages: 8, totalBytes: 5_000_000, ...p }),
    setSaveData(on: boolean) {
      connection.saveData = on;
      onConnection();
    },
    backOnline: () => onConnection(),
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the page side of "Available offline"', () => {
  it('is off by default: nothing is asked of the worker, a page shown changes nothing', () => {
    const f = fakeEnv();
    const client = createOfflineClient(f.env);
    client.resume();
    expect(client.get()).toEqual({ enabled: false, remembered: true, view: { kind: 'off' } });
    expect(f.posted).toEqual([]);
  });

  it('turning it on is stored and starts the worker; progress and the end are shown', () => {
    const f = fakeEnv();
    const client = createOfflineClient(f.env);
    const seen = vi.fn();
    client.subscribe(seen);
    client.setEnabled(true);
    expect(f.data.get(OFFLINE_STORAGE_KEY)).toBe('on');
    expect(f.posted).toEqual(['start']);
    expect(client.get().view).toEqual({ kind: 'starting' });
    f.report({ done: 3 });
    expect(client.get().view).toEqual({ kind: 'saving', done: 3, total: 10 });
    f.report({ state: 'done', done: 10 });
    expect(client.get().view).toEqual({ kind: 'done', pages: 8, megabytes: '5.0' });
    expect(seen).toHaveBeenCalledTimes(3);
    f.report({ type: 'SOMETHING_ELSE' } as never);
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('turning it off forgets the choice and tells the worker to delete what it saved', () => {
    const f = fakeEnv({ stored: 'on' });
    const client = createOfflineClient(f.env);
    client.setEnabled(false);
    expect(f.data.has(OFFLINE_STORAGE_KEY)).toBe(false);
    expect(f.posted).toEqual(['clear']);
    expect(client.get().view).toEqual({ kind: 'off' });
  });

  it('resumes on the next page shown when it was left on', () => {
    const f = fakeEnv({ stored: 'on' });
    createOfflineClient(f.env).resume();
    expect(f.posted).toEqual(['start']);
  });

  it('while the worker saves, repeats "start" every 20 s (a stopped worker goes on), and stops repeating when done', () => {
    const f = fakeEnv({ stored: 'on' });
    createOfflineClient(f.env);
    f.report({ done: 1 });
    vi.advanceTimersByTime(OFFLINE_KEEP_ALIVE_MS - 1);
    expect(f.posted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(f.posted).toEqual(['start']);
    f.report({ done: 2 }); // the same timer goes on, no second one
    vi.advanceTimersByTime(OFFLINE_KEEP_ALIVE_MS);
    expect(f.posted).toEqual(['start', 'start']);
    f.report({ state: 'done', done: 10 });
    vi.advanceTimersByTime(10 * OFFLINE_KEEP_ALIVE_MS);
    expect(f.posted).toEqual(['start', 'start']);
  });

  it('data saver: nothing starts, the switch says why; turned on mid-way it pauses, turned off it goes on', () => {
    const f = fakeEnv({ saveData: true });
    const client = createOfflineClient(f.env);
    expect(client.get().view).toEqual({ kind: 'saveData' });
    client.setEnabled(true);
    client.resume();
    expect(f.posted).toEqual([]);
    f.setSaveData(false);
    expect(f.posted).toEqual(['start']);
    f.report({ done: 4 });
    f.setSaveData(true);
    expect(f.posted).toEqual(['start', 'pause']);
    expect(client.get().view).toEqual({ kind: 'saveData' });
  });

  it('back online after a pause, it goes on', () => {
    const f = fakeEnv({ stored: 'on' });
    const client = createOfflineClient(f.env);
    f.report({ state: 'paused', reason: 'offline', done: 4 });
    expect(client.get().view).toEqual({ kind: 'paused', reason: 'offline', done: 4, total: 10 });
    f.backOnline();
    expect(f.posted).toEqual(['start']);
  });

  it('a storage that throws: the switch still works for this page and says it is not remembered', () => {
    const f = fakeEnv({ throwing: true });
    const client = createOfflineClient(f.env);
    client.setEnabled(true);
    expect(client.get()).toEqual({ enabled: true, remembered: false, view: { kind: 'starting' } });
    expect(f.posted).toEqual(['start']);
  });

  it('without a worker here the switch does nothing', () => {
    const f = fakeEnv({ supported: false, stored: 'on' });
    const client = createOfflineClient(f.env);
    client.setEnabled(false);
    client.resume();
    expect(client.get()).toEqual({ enabled: false, remembered: true, view: { kind: 'unsupported' } });
    expect(f.posted).toEqual([]);
  });
});
