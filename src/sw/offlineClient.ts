import { dataSaverOn, type NavigatorLike } from './downloadPolicy';
import { readOfflinePreference, writeOfflinePreference, type PreferenceStorage } from './offlinePreference';
import { offlineRequest, parseProgress, type OfflineProgress, type OfflineRequest } from './offlineProtocol';
import { offlineView, type OfflineSnapshot } from './offlineStatus';

/**
 * While the worker reports it is saving, the page repeats "start" this often: a worker the browser
 * stopped mid-way (idle workers are stopped) starts again from what is missing, and one that runs
 * gets a new event to finish in.
 */
export const OFFLINE_KEEP_ALIVE_MS = 20_000;

/** What the page side needs from the browser (site/offlineReading.ts gives the real ones). */
export interface OfflineClientEnv {
  storage: PreferenceStorage | null;
  /** A service worker runs for this page (own host, a browser with workers). */
  supported: boolean;
  navigator: NavigatorLike;
  /** To the active worker, once there is one. */
  post(request: OfflineRequest): void;
  /** Every message the worker broadcasts. */
  listen(onMessage: (data: unknown) => void): void;
  /** The data saver was turned on or off, or the connection came back. */
  onConnectionChange(listener: () => void): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

export interface OfflineClient {
  get(): OfflineSnapshot;
  subscribe(listener: () => void): () => void;
  /** The reader turned the switch on or off. */
  setEnabled(enabled: boolean): void;
  /** A page was shown: with the switch on, the worker saves whatever is still missing. */
  resume(): void;
}

/** The page side of "Available offline": the stored switch, the worker's progress, and when to ask it to go on. */
export function createOfflineClient(env: OfflineClientEnv): OfflineClient {
  let { enabled, remembered } = readOfflinePreference(env.storage);
  let progress: OfflineProgress | undefined;
  let keepAlive: unknown;
  const listeners = new Set<() => void>();
  const compute = (): OfflineSnapshot => ({
    enabled: enabled && env.supported,
    remembered,
    view: offlineView({ supported: env.supported, enabled, saveData: dataSaverOn(env.navigator), progress }),
  });
  let snapshot = compute();

  const mayDownload = () => env.supported && enabled && !dataSaverOn(env.navigator);
  const start = () => {
    if (mayDownload()) env.post(offlineRequest('start'));
  };
  const update = () => {
    const saving = enabled && progress?.state === 'saving';
    if (saving && keepAlive === undefined) keepAlive = env.setInterval(start, OFFLINE_KEEP_ALIVE_MS);
    if (!saving && keepAlive !== undefined) {
      env.clearInterval(keepAlive);
      keepAlive = undefined;
    }
    snapshot = compute();
    listeners.forEach((listener) => listener());
  };

  env.listen((data) => {
    const report = parseProgress(data);
    if (!report) return;
    progress = report;
    update();
  });
  env.onConnectionChange(() => {
    if (enabled && env.supported) env.post(offlineRequest(dataSaverOn(env.navigator) ? 'pause' : 'start'));
    update();
  });

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEnabled(next) {
      if (!env.supported || next === enabled) return;
      enabled = next;
      remembered = writeOfflinePreference(env.storage, next);
      progress = undefined;
      if (next) start();
      else env.post(offlineRequest('clear'));
      update();
    },
    resume: start,
  };
}
