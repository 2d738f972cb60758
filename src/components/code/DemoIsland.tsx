import { useEffect, useRef, useState } from 'react';
import type { LoadedDemo } from './Demo';

/** How far below the viewport a demo starts loading, so it is ready when the reader gets there. */
const LOAD_AHEAD = '400px 0px';
/** Where a demo waits, when there is no pre-rendered copy to keep (a client navigation). */
const PLACEHOLDER_MIN_HEIGHT = 320;

const loaded = new Map<string, LoadedDemo>();

/** A demo already loaded in this visit (so a later page renders it at once). */
export const loadedDemo = (name: string): LoadedDemo | undefined => loaded.get(name);

/**
 * Whether the document holds this demo's pre-rendered markup: true while React hydrates the page
 * (page content hydrates in its own Suspense pass, after the frame), false after a client navigation.
 */
const hasPrerenderedMarkup = (name: string) =>
  typeof document !== 'undefined' && (document.querySelector(`[data-demo-island="${CSS.escape(name)}"]`)?.hasChildNodes() ?? false);

export interface DemoIslandProps {
  name: string;
  load: () => Promise<LoadedDemo>;
  onLoaded: (demo: LoadedDemo) => void;
}

/**
 * Stands in for a demo whose code has not loaded. While hydrating, it keeps the pre-rendered
 * markup untouched (an empty `dangerouslySetInnerHTML` that React does not reconcile) and loads
 * the demo when it comes near the viewport; after a client navigation there is no such markup,
 * so it loads at once behind a placeholder of a demo's usual height.
 */
export function DemoIsland({ name, load, onLoaded }: DemoIslandProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [keepMarkup] = useState(() => hasPrerenderedMarkup(name));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    const start = () =>
      load().then(
        (demo) => {
          loaded.set(name, demo);
          if (live) onLoaded(demo);
        },
        (error: unknown) => {
          console.warn(`Demo ${name} could not load.`, error);
          if (live) setFailed(true);
        },
      );
    const element = ref.current;
    if (!keepMarkup || !element || typeof IntersectionObserver === 'undefined') {
      void start();
      return () => void (live = false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [name, load, onLoaded, keepMarkup]);
  if (keepMarkup && !failed) {
    return <div ref={ref} data-demo-island={name} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
  }
  return (
    <div ref={ref} data-demo-island={name} aria-busy={!failed} style={{ minHeight: PLACEHOLDER_MIN_HEIGHT }}>
      {failed && <p role="alert">This demo could not be loaded. Check your connection and reload the page.</p>}
    </div>
  );
}
