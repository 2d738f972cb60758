import { siteConfig } from './config';
import { safeLocalStorage } from './browserStorage';
import { serviceWorkerAction } from '../src/sw/hostRule';
import { createOfflineClient, type OfflineClient } from '../src/sw/offlineClient';
import { OFFLINE_CHANNEL } from '../src/sw/offlineProtocol';

type Connection = EventTarget & { saveData?: boolean };

let client: OfflineClient | undefined;

/**
 * "Available offline" on this page (src/sw/offlineClient.ts over the browser's worker, channel,
 * storage and connection): one per page, shared by the page script and the settings drawer.
 */
export function pageOfflineReading(): OfflineClient {
  if (client) return client;
  const supported =
    'serviceWorker' in navigator && 'caches' in window && typeof BroadcastChannel === 'function' && serviceWorkerAction(location, siteConfig.ownHost) === 'register';
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  client = createOfflineClient({
    storage: safeLocalStorage(),
    supported,
    navigator,
    post: (request) =>
      void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(request)).catch(() => undefined),
    listen: (onMessage) => {
      if (supported) new BroadcastChannel(OFFLINE_CHANNEL).addEventListener('message', (event) => onMessage(event.data));
    },
    onConnectionChange: (listener) => {
      connection?.addEventListener('change', listener);
      addEventListener('online', listener);
    },
    setInterval: (fn, ms) => window.setInterval(fn, ms),
    clearInterval: (id) => window.clearInterval(id as number),
  });
  return client;
}
