import type { Gtag } from './gtag';
import { CLICK_ATTRIBUTES, CLICK_SELECTOR, clickSampled, parseClickAttributes, type ClickEvent } from './clickAttributes';

/** The part of a DOM element the click tracker reads. */
interface AttributeSource {
  getAttribute(name: string): string | null;
}
interface ClickTarget {
  closest(selector: string): AttributeSource | null;
}

const isClickTarget = (target: unknown): target is ClickTarget =>
  typeof target === 'object' && target !== null && typeof (target as { closest?: unknown }).closest === 'function';

/** GA4 parameters of a click event. */
export function clickParams(event: ClickEvent): Record<string, string> {
  return { eventAction: event.action, ...(event.label !== undefined ? { eventLabel: event.label } : {}) };
}

export interface ClickTrackerDeps {
  gtag: Gtag;
  random: () => number;
  /** console.warn in the browser: a bad attribute is the page author's mistake, not an error. */
  warn: (message: string) => void;
}

/**
 * Spec §7 "Analytics: clicks": returns the handler for a document-level click listener. A click on
 * (or inside) the nearest element carrying event attributes sends one event `gtag('event',
 * category, { eventAction, eventLabel })`, subject to its split. Bad attributes send nothing and
 * warn once per element kind (the same attribute values).
 */
export function createClickTracker({ gtag, random, warn }: ClickTrackerDeps): (target: unknown) => void {
  const warned = new Set<string>();
  return (target) => {
    if (!isClickTarget(target)) return;
    const element = target.closest(CLICK_SELECTOR);
    if (!element) return;
    const parsed = parseClickAttributes((name) => element.getAttribute(name));
    if (!parsed.ok) {
      const attributes = Object.values(CLICK_ATTRIBUTES)
        .map((name) => [name, element.getAttribute(name)] as const)
        .filter(([, value]) => value !== null)
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
      const kind = `${parsed.problem}|${attributes}`;
      if (warned.has(kind)) return;
      warned.add(kind);
      warn(`Analytics: click not tracked, ${parsed.problem} (element with ${attributes}).`);
      return;
    }
    if (clickSampled(parsed.event, random)) gtag('event', parsed.event.category, clickParams(parsed.event));
  };
}
