// Debian's Chromium and the flags that keep it off the closed network (see README).
/** The full browser: what the bench measures (Lighthouse, page change, grid scroll), as readers run it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser the tests drive (Playwright e2e, the story runner): Debian's chromium-headless-shell, the
 * same Chromium build without the desktop browser around it. On this machine's 2 cores it did the same
 * crawl pages with about a fifth less CPU than the full browser in its headless mode (README, Browsers).
 */
export const TEST_CHROMIUM_PATH = process.env.TEST_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--font-render-hinting=none',
];
