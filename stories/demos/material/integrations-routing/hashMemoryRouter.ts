import { createElement, startTransition, useMemo, useState, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router';

interface History {
  entries: string[];
  index: number;
}

/**
 * A memory router whose links are in-page hash links. Like React Router's MemoryRouter it keeps
 * its history in React state, so the page's own URL never changes; unlike it, `createHref` writes
 * `#/orders` instead of `/orders`. The links' HTML (before JavaScript runs, or opened in a new tab)
 * then points back at this page, never at a path the site does not have. A click is still the
 * router's: its Link prevents the browser's default and calls `push`.
 *
 * A .ts file without JSX: every .tsx file under stories/demos/ is a demo of its own.
 */
export function HashMemoryRouter({ initialPath, children }: { initialPath: string; children: ReactNode }) {
  const [history, setHistory] = useState<History>({ entries: [initialPath], index: 0 });
  const navigator = useMemo<Navigator>(() => {
    const pathOf = (to: To) => (typeof to === 'string' ? to : createPath(to));
    // React Router renders route changes in a transition, as its own routers do.
    const update = (next: (current: History) => History) => startTransition(() => setHistory(next));
    return {
      createHref: (to) => `#${pathOf(to)}`,
      push: (to) => update(({ entries, index }) => ({ entries: [...entries.slice(0, index + 1), pathOf(to)], index: index + 1 })),
      replace: (to) => update(({ entries, index }) => ({ entries: entries.map((entry, i) => (i === index ? pathOf(to) : entry)), index })),
      go: (delta) => update(({ entries, index }) => ({ entries, index: Math.min(Math.max(index + delta, 0), entries.length - 1) })),
    };
  }, []);
  return createElement(Router, { location: history.entries[history.index]!, navigator }, children);
}
