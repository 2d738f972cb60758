import { serviceWorkerAction } from '../src/sw/hostRule';
import { reloadOnUpdate } from '../src/sw/updatePolicy';
import { afterLoad } from './afterLoad';
import type { CachePageMessage } from '../src/sw/pageCache';

export interface ServiceWorkerHandle {
  /** Tell the worker a page was shown, so it keeps a copy for offline reading and checks for a new build. */
  pageShown(url: string): void;
}

const noop: ServiceWorkerHandle = { pageShown: () => undefined };

/**
 * Spec §4: registers /sw.js on the product's own host only; on any other host a worker left from
 * before is unregistered. New builds take over as described in src/sw/updatePolicy.ts.
 */
export function startServiceWorker(ownHost: string): ServiceWorkerHandle {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return noop;
  const container = navigator.serviceWorker;
  if (serviceWorkerAction(location, ownHost) === 'unregister') {
    void container
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((r) => r.unregister())))
      .catch(() => undefined);
    return noop;
  }
  // After the load event: installing the worker downloads the precache, which must not slow the page.
  const registered = afterLoad().then(() => container.register('/sw.js', { scope: '/' })).then((registration) => {
    // Some browsers' automation blocks workers and resolves without a registration.
    if (!registration) throw new Error('no registration returned');
    reloadOnUpdate(registration, {
      controlled: () => container.controller !== null,
      hasFocus: () => document.hasFocus(),
      reload: () => location.reload(),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (id) => window.clearInterval(id as number),
    });
    // Like a full navigation would, a tab that stays open looks for a new build when it is shown again.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
    });
    return registration;
  });
  registered.catch((error: unknown) => console.warn('Service worker registration failed; offline reading is off.', error));
  let first = true;
  return {
    pageShown(url) {
      // The first page was loaded before the worker existed; later ones are checked for updates too.
      if (!first) void registered.then((r) => r.update()).catch(() => undefined);
      first = false;
      const message: CachePageMessage = { type: 'CACHE_PAGE', url };
      void container.ready.then((r) => r.active?.postMessage(message)).catch(() => undefined);
    },
  };
}
