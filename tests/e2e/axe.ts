import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's browser build, run in the page through DevTools (not a script tag: the page's CSP allows none). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Loads axe into the page as a script compiled with a name (DevTools' compileScript and runScript), not
 * as an evaluated string: V8 keeps a named script's compiled code for the renderer, so page after page
 * of the crawl takes it from that cache instead of parsing and compiling axe's 0.5 MB again. Measured on
 * 6 pages, 3 rounds alternating: 153 ms against 214 ms a load, and the first run after it 2 % faster.
 */
async function loadAxe(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Runtime.enable');
    const { scriptId, exceptionDetails } = await cdp.send('Runtime.compileScript', { expression: AXE_SOURCE, sourceURL: 'axe.min.js', persistScript: true });
    if (!scriptId) throw new Error(`axe-core did not compile: ${exceptionDetails?.text ?? 'no script id'}`);
    const run = await cdp.send('Runtime.runScript', { scriptId });
    if (run.exceptionDetails) throw new Error(`axe-core did not load: ${run.exceptionDetails.exception?.description ?? run.exceptionDetails.text}`);
  } finally {
    await cdp.detach();
  }
}

/** WCAG 2.1 A and AA, and axe's best practices (issue 16: every page, light and dark). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What fails a page: a reader is blocked or seriously hindered. Moderate and minor findings are not counted. */
const FAILING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations of the page as it is now, once its finite transitions have
 * ended, one line per rule with the first nodes' selectors, e.g. `color-contrast (serious): .MuiChip-label, td > code (+3)`.
 *
 * Only the rules of TAGS that can report a serious or critical violation run; the others are
 * disabled by name (region, heading-order, landmark-one-main ... moderate or minor by axe's own
 * metadata): they could never fail a page (skipping them took a fifth to a half off axe's time, 7 pages measured).
 *
 * Highlighted code is read in its plain text unless `highlightedCode`: every code block of the site
 * is the same dark block with the same token colours (site/code-theme.css), and its token spans were
 * up to 70 % of a component page's elements and half of axe's time there (the Table page: 4,472 of
 * 6,457). The block's own text colour is still checked on every page; every token colour of the theme
 * is checked once per scheme, on a real page (tests/e2e/axe-check.spec.ts).
 *
 * The side nav is left out unless `sideNav`: it is the same tree on every page of a product (only
 * the current page and the open group differ), up to 720 of a page's elements and a third to a half
 * of axe's time on an API page. It is checked whole on a page of every product, in light and in
 * dark (tests/e2e/routes.spec.ts, "the side nav of every product").
 */
export async function seriousAxeViolations(page: Page, { highlightedCode = false, sideNav = false } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await loadAxe(page);
  const violations = await page.evaluate(
    async ({ tags, failing, tokens, nav }) => {
      type Check = string | { id: string };
      type Rule = { id: string; tags: string[]; impact?: string; any: Check[]; all: Check[]; none: Check[] };
      const axe = (
        window as unknown as {
          axe: {
            run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }>;
            _audit: { rules: Rule[]; checks: Record<string, { impact?: string }> };
          };
        }
      ).axe;
      // How axe-core 4 rates a violation: the rule's own impact when it has one, else the highest
      // impact of its failing checks (its aggregateNodeResults). A rule that can reach neither is left out.
      const fails = (impact?: string) => impact !== undefined && failing.includes(impact);
      // Disabled by name, so axe still chooses what runs for the tags (no experimental or disabled rule).
      const canFail = (rule: Rule) => (rule.impact ? fails(rule.impact) : [...rule.any, ...rule.all, ...rule.none].some((c) => fails(axe._audit.checks[typeof c === 'string' ? c : c.id]?.impact)));
      if (!axe._audit.rules.some((rule) => rule.id === 'color-contrast' && canFail(rule))) throw new Error(`axe-core's rule metadata changed: color-contrast is not among its ${axe._audit.rules.length} rules as a serious one (tests/e2e/axe.ts)`);
      const neverFailing = axe._audit.rules.filter((rule) => !canFail(rule)).map((rule) => rule.id);
      // The page at rest: a transition still running (a Grow or Fade demo entering on hydration, its text
      // half transparent) is waited out, at most 3 s a round, in two rounds (one that ends may start the next);
      // endless ones (a spinner, a Skeleton's pulse) are not waited for. Two frames first (or 100 ms when
      // frames stall, as scrollThrough's settle in fixtures.ts): a transition an island's last render started begins then.
      await new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        setTimeout(resolve, 100);
      });
      for (let round = 0; round < 2; round++) {
        const ending = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
        if (!ending.length) break;
        await Promise.race([Promise.allSettled(ending.map((a) => a.finished)), new Promise((resolve) => setTimeout(resolve, 3_000))]);
      }
      // Every demo as it renders once the reader scrolls to it (out of view they are skipped:
      // content-visibility in site/global.css), so axe checks their colours too.
      const inView = new CSSStyleSheet();
      inView.replaceSync('[data-island] { content-visibility: visible !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, inView];
      // Highlighted code as its plain text (the same nodes are put back after): see `highlightedCode`.
      const swap = (selector: string, text: boolean) =>
        [...document.querySelectorAll(selector)].map((el) => {
          const nodes = [...el.childNodes];
          el.replaceChildren(text ? (el.textContent ?? '') : '');
          return () => el.replaceChildren(...nodes);
        });
      const restore = [...(tokens ? [] : swap('code.hljs', true)), ...(nav ? [] : swap('[data-nav-scroller] nav', false))];
      const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, rules: Object.fromEntries(neverFailing.map((id) => [id, { enabled: false }])), resultTypes: ['violations'] }).finally(() => {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== inView);
        for (const put of restore) put();
      });
      return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { tags: TAGS, failing: [...FAILING], tokens: highlightedCode, nav: sideNav },
  );
  return violations
    .filter((v) => FAILING.has(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}${v.targets.length > 3 ? ` (+${v.targets.length - 3})` : ''}`);
}
