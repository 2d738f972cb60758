/**
 * The page's one module script (site/client/main.ts) starts after the first paint, not before it.
 *
 * With `<script type="module" src>` the browser fetches the script while it parses the page, and
 * the module runs before the first frame once it is there: Lighthouse's mobile simulation then
 * counts its download and run in the largest paint (an article paragraph 220–270 ms after the
 * first paint, on a page whose observed first and largest paints are one frame). Measured on
 * /material-ui/getting-started/installation, three Lighthouse mobile runs each: LCP 1202–1419 ms
 * with the tag, 919–956 ms with a frame-callback loader (quiet machine); with this paint-entry
 * loader on a machine busy with an e2e run, LCP 1094–1138 ms, equal to FCP in every run, against
 * 1023–1670 ms with the tag in the same conditions.
 *
 * The loader is an inline module: once the browser reports the page's first paint (a `paint`
 * performance entry, delivered in a task after the frame), it `import()`s the script. A page that
 * is not painted (a background tab, a prerendered page) or a browser without paint timing starts
 * it after 1 s. Not a frame callback or a timer alone: a test's fake page clock (Playwright's
 * page.clock) holds those, never paint entries.
 * Nothing the first paint shows waits for the script: the reader's settings are on <html> from the
 * head's init script, and every page is complete without JavaScript.
 */

/** How long a page that is not painted (background tab, prerendering) waits before it starts its script. */
export const UNPAINTED_START_MS = 1000;

/** The inline loader of the module script at `src` (its text is hashed into the CSP). */
export function pageScriptLoader(src: string): string {
  return `let start=()=>{start=()=>{};import(${JSON.stringify(src)})};try{new PerformanceObserver((_,o)=>{o.disconnect();start()}).observe({type:"paint",buffered:true})}catch{start()}setTimeout(()=>start(),${UNPAINTED_START_MS})`;
}

const MODULE_TAG = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/** Replaces the bundle's module script tag in the page template with the loader of the same script. */
export function withPageScriptLoader(template: string): string {
  const tag = MODULE_TAG.exec(template);
  if (!tag) throw new Error('The page template has no module script tag (<script type="module" crossorigin src="/assets/….js">) to load after the first paint.');
  return template.replace(tag[0], () => `<script type="module">${pageScriptLoader(tag[1]!)}</script>`);
}

/** The script a page's loader starts, if the inline script is one of this module's loaders (the CSP allows exactly those). */
export function loadedScriptOf(inlineScript: string): string | undefined {
  const src = /^let start=\(\)=>\{start=\(\)=>\{\};import\(("\/assets\/[^"]+\.js")\)\}/.exec(inlineScript)?.[1];
  if (!src) return undefined;
  const path = JSON.parse(src) as string;
  return pageScriptLoader(path) === inlineScript ? path : undefined;
}
