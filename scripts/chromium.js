// Debian's Chromium and the flags that keep it off the closed network (see README).
/** The full browser: what the bench measures (Lighthouse, page change, grid scroll), as readers run it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser the e2e tests drive (Playwright, except the focus project): Debian's chromium-headless-shell,
 * the same Chromium build without the desktop browser around it. On this machine's 2 cores it did the same
 * crawl pages with about a fifth less CPU than the full browser in its headless mode (README, Two commands).
 * The story runner keeps the full browser: its screenshot baselines are that browser's pictures.
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
