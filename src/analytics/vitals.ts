import { WEB_VITALS_SAMPLE_RATE } from '../spec/runtime';
import type { Gtag } from './gtag';
import type { SafeStore } from './sessionStore';

/** sessionStorage key holding this visit's sampling decision ("1" in, "0" out). */
export const VITALS_SAMPLED_KEY = 'mui-docs-vitals-sampled';

/** The `label` of every web-vitals event: tells them apart from other events named like a metric. */
export const VITAL_LABEL = 'web-vital';

/** The fields of a web-vitals metric this site sends (spec §7: name, delta, value, id). */
export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  id: string;
}

/** The part of the web-vitals package used here (it is loaded only for sampled visits). */
export interface VitalsApi {
  onCLS(report: (metric: VitalMetric) => void): void;
  onINP(report: (metric: VitalMetric) => void): void;
  onLCP(report: (metric: VitalMetric) => void): void;
  onFCP(report: (metric: VitalMetric) => void): void;
  onTTFB(report: (metric: VitalMetric) => void): void;
}

/**
 * Spec §9: about 1 in 10000 visits report web vitals. Decided once per visit (tab session): a
 * stored decision is reused, otherwise random() is drawn once and the answer stored.
 */
export function vitalsSampled(store: SafeStore, random: () => number): boolean {
  const stored = store.get(VITALS_SAMPLED_KEY);
  if (stored === '1' || stored === '0') return stored === '1';
  const sampled = random() < WEB_VITALS_SAMPLE_RATE;
  store.set(VITALS_SAMPLED_KEY, sampled ? '1' : '0');
  return sampled;
}

/** Parameters of a web-vitals event: value, delta, id and label (the metric's name is the event name). */
export function vitalParams(metric: VitalMetric): { value: number; delta: number; id: string; label: string } {
  return { value: metric.value, delta: metric.delta, id: metric.id, label: VITAL_LABEL };
}

/** Reports CLS, INP, LCP, FCP and TTFB through gtag, once `load` (the package's dynamic import) resolves. */
export async function reportVitals(gtag: Gtag, load: () => Promise<VitalsApi>): Promise<void> {
  const vitals = await load();
  const report = (metric: VitalMetric) => gtag('event', metric.name, vitalParams(metric));
  vitals.onCLS(report);
  vitals.onINP(report);
  vitals.onLCP(report);
  vitals.onFCP(report);
  vitals.onTTFB(report);
}
