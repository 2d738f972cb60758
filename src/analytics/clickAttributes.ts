/** Spec §7 "Analytics: clicks": the event attributes an element may carry. */
export const CLICK_ATTRIBUTES = {
  category: 'data-ga-event-category',
  action: 'data-ga-event-action',
  label: 'data-ga-event-label',
  split: 'data-ga-event-split',
} as const;

/** Matches an element carrying any event attribute (a bad one is reported, not skipped silently). */
export const CLICK_SELECTOR = Object.values(CLICK_ATTRIBUTES)
  .map((name) => `[${name}]`)
  .join(', ');

/** A click event an element asks for. */
export interface ClickEvent {
  category: string;
  action: string;
  label?: string;
  /** Probability in [0, 1] of sending; undefined = always. */
  split?: number;
}

export type ParsedClick = { ok: true; event: ClickEvent } | { ok: false; problem: string };

/** Reads an element's event attributes through `get` (e.g. `el.getAttribute`); rejects bad values. */
export function parseClickAttributes(get: (name: string) => string | null): ParsedClick {
  const category = get(CLICK_ATTRIBUTES.category)?.trim();
  const action = get(CLICK_ATTRIBUTES.action)?.trim();
  const label = get(CLICK_ATTRIBUTES.label) ?? undefined;
  const rawSplit = get(CLICK_ATTRIBUTES.split);
  if (!category) return { ok: false, problem: `missing ${CLICK_ATTRIBUTES.category}` };
  if (!action) return { ok: false, problem: `missing ${CLICK_ATTRIBUTES.action}` };
  if (rawSplit === null) return { ok: true, event: { category, action, label } };
  // Number('') is 0: a blank split is a mistake, not "never".
  const split = rawSplit.trim() === '' ? NaN : Number(rawSplit);
  if (!Number.isFinite(split) || split < 0 || split > 1) {
    return { ok: false, problem: `${CLICK_ATTRIBUTES.split} must be a number in [0, 1], got "${rawSplit}"` };
  }
  return { ok: true, event: { category, action, label, split } };
}

/** Whether a click event goes out: always without a split, else when random() < split. */
export const clickSampled = (event: ClickEvent, random: () => number): boolean =>
  event.split === undefined || random() < event.split;

/** The attributes for an element that should send `event` when clicked (spread them onto it). */
export function clickAttributes(event: ClickEvent): Record<string, string> {
  return {
    [CLICK_ATTRIBUTES.category]: event.category,
    [CLICK_ATTRIBUTES.action]: event.action,
    ...(event.label !== undefined ? { [CLICK_ATTRIBUTES.label]: event.label } : {}),
    ...(event.split !== undefined ? { [CLICK_ATTRIBUTES.split]: String(event.split) } : {}),
  };
}
