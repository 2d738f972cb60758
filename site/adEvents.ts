import type { AdEvent } from '../src/ads/types';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** Spec §7 "Analytics: ad": for now onto the tag manager's dataLayer (a later issue sends them to GA4). */
export function pushAdEvent(e: AdEvent): void {
  if (typeof window === 'undefined') return;
  const w = window as DataLayerWindow;
  (w.dataLayer ??= []).push({ event: 'ad', ...e });
}
