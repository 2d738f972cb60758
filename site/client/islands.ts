import { ISLAND_ATTR } from '../islands/types';

/** How far below the viewport a demo starts hydrating, so it is live when the reader gets there. */
const LOAD_AHEAD = '400px 0px';
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;
/** What shows a reader is doing something on the page, not only reading its first screen. */
const ENGAGE_EVENTS = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Resolves on the reader's first action on the page (any of ENGAGE_EVENTS reaching the window).
 * Bubbling only: the side nav scrolling itself to the current page is not the reader scrolling.
 */
function engaged(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of ENGAGE_EVENTS) window.removeEventListener(type, done);
      resolve();
    };
    for (const type of ENGAGE_EVENTS) window.addEventListener(type, done, { passive: true });
  });
}

const started = new WeakMap<Element, Promise<void>>();
let queue: Promise<void> = Promise.resolve();

/** The browser's idle time, or a short delay where there is no requestIdleCallback. */
const idle = () => new Promise<void>((resolve) => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 2000 }) : setTimeout(resolve, 50)));

/**
 * Hydrates an island (once). Islands hydrate one after another, each after an idle gap, so no
 * long task builds up; one the reader reaches for jumps the queue.
 */
export function hydrate(element: HTMLElement, urgent = false): Promise<void> {
  const known = started.get(element);
  if (known) return known;
  const run = async () => {
    const { hydrateIsland } = await import('../islands/hydrate');
    await hydrateIsland(element);
  };
  const done: Promise<void> = urgent ? run() : queue.then(idle).then(run);
  if (!urgent) queue = done.catch(() => undefined);
  done.catch((error: unknown) => console.error('An interactive part of this page could not start; the page itself still works.', error));
  started.set(element, done);
  return done;
}

/**
 * A click on an island that is not live yet is held and replayed once it is: the first click on
 * a menu, a toggle or a button always does what it says.
 */
function replayClicks(element: HTMLElement): void {
  const onClick = (event: MouseEvent) => {
    if (element.hasAttribute(ISLAND_ATTR.hydrated)) return;
    const target = event.target as Element;
    const link = target.closest('a[href]');
    // Plain links work without the island: let them go.
    if (link && !link.closest('[role="menu"]')) return;
    event.preventDefault();
    event.stopPropagation();
    void hydrate(element, true).then(() => {
      // The same element again (an icon inside a button too: SVG elements have no click()).
      if (target.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    });
  };
  element.addEventListener('click', onClick, true);
}

/**
 * Wires every island of the page to its trigger (site/islands/types.ts). `hydrateIntentWhenIdle`:
 * `intent` islands (the header) also hydrate in the idle queue (a reader whose language is not the
 * HTML's gets the header's texts without pointing at it first).
 */
export function startIslands(root: ParentNode = document, { hydrateIntentWhenIdle = false } = {}): void {
  const visible = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        visible.unobserve(entry.target);
        void hydrate(entry.target as HTMLElement);
      }
    },
    { rootMargin: LOAD_AHEAD },
  );
  const islands = [...root.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR.kind}]`)];
  for (const element of islands) {
    const onIntent = () => void hydrate(element, true);
    for (const type of INTENT_EVENTS) element.addEventListener(type, onIntent, { once: true, passive: true });
    replayClicks(element);
  }
  // Near-viewport islands wait until the page has painted and gone idle; `engaged` ones also for the reader's first action.
  const reader = engaged();
  void idle().then(() => {
    for (const element of islands) {
      const trigger = element.getAttribute(ISLAND_ATTR.trigger);
      if (trigger === 'visible') visible.observe(element);
      else if (trigger === 'engaged') void reader.then(() => visible.observe(element));
      else if (hydrateIntentWhenIdle) void hydrate(element);
    }
    document.documentElement.setAttribute(ISLAND_ATTR.watching, '');
  });
}
