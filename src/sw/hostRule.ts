/** Spec §4: the service worker is registered only on the product's own documentation host. */
export type ServiceWorkerAction = 'register' | 'unregister';

/**
 * `ownHost` is a hostname ("mui.com") or a host with port ("127.0.0.1:4173"). Any other host —
 * a preview deployment, a mirror, localhost — unregisters a worker left over from before.
 */
export function serviceWorkerAction(location: { hostname: string; host: string }, ownHost: string): ServiceWorkerAction {
  const own = ownHost.trim().toLowerCase();
  if (own === '') return 'unregister';
  const matches = own.includes(':') ? location.host.toLowerCase() === own : location.hostname.toLowerCase() === own;
  return matches ? 'register' : 'unregister';
}
