import { describe, expect, it, vi } from 'vitest';
import { loadedScriptOf, pageScriptLoader, UNPAINTED_START_MS, withPageScriptLoader } from '../../../site/build/pageScriptLoader';

const TEMPLATE = '<head><link rel="stylesheet" href="/assets/site-1.css"></head><body><!--app-html--><script type="module" crossorigin src="/assets/index-Ab12_x.js"></script></body>';

describe('withPageScriptLoader', () => {
  it('replaces the module script tag with an inline loader of the same file', () => {
    const page = withPageScriptLoader(TEMPLATE);
    expect(page).not.toContain('src="/assets/index-Ab12_x.js"');
    expect(page).toContain(`<script type="module">${pageScriptLoader('/assets/index-Ab12_x.js')}</script>`);
  });
  it('fails clearly on a template without the tag', () => {
    expect(() => withPageScriptLoader('<body></body>')).toThrow('The page template has no module script tag');
  });
});

describe('loadedScriptOf', () => {
  it('names the script of a loader, and nothing for any other text', () => {
    expect(loadedScriptOf(pageScriptLoader('/assets/index-Ab12_x.js'))).toBe('/assets/index-Ab12_x.js');
    expect(loadedScriptOf(`${pageScriptLoader('/assets/index-Ab12_x.js')};alert(1)`)).toBeUndefined();
    expect(loadedScriptOf('alert(1)')).toBeUndefined();
  });
});

describe('the loader', () => {
  /** Runs a loader's text with the browser functions it uses replaced; returns what it imported and the paint trigger. */
  function run({ paintTiming = true } = {}) {
    vi.useFakeTimers();
    const imported: string[] = [];
    let paint = () => {};
    class Observer {
      constructor(private callback: (list: unknown, observer: Observer) => void) {}
      observe(options: { type: string; buffered: boolean }) {
        if (!paintTiming) throw new TypeError('type not supported');
        expect(options).toEqual({ type: 'paint', buffered: true });
        paint = () => this.callback({}, this);
      }
      disconnect() {
        paint = () => {};
      }
    }
    // The loader's `import(…)` becomes a call of the stand-in (a module's text, run as a function body).
    const body = pageScriptLoader('/assets/index-1.js').replace('import(', 'load(');
    new Function('PerformanceObserver', 'setTimeout', 'load', body)(Observer, setTimeout, (src: string) => imported.push(src));
    return { imported, paint: () => paint(), advance: (ms: number) => vi.advanceTimersByTime(ms) };
  }
  it('starts the script once, when the first paint is reported', () => {
    const { imported, paint, advance } = run();
    expect(imported).toEqual([]);
    paint();
    expect(imported).toEqual(['/assets/index-1.js']);
    paint();
    advance(UNPAINTED_START_MS);
    expect(imported).toEqual(['/assets/index-1.js']);
    vi.useRealTimers();
  });
  it(`starts it after ${UNPAINTED_START_MS} ms when no paint comes (a background tab)`, () => {
    const { imported, advance } = run();
    advance(UNPAINTED_START_MS - 1);
    expect(imported).toEqual([]);
    advance(1);
    expect(imported).toEqual(['/assets/index-1.js']);
    vi.useRealTimers();
  });
  it('starts it at once where paint timing is missing', () => {
    const { imported } = run({ paintTiming: false });
    expect(imported).toEqual(['/assets/index-1.js']);
    vi.useRealTimers();
  });
});
