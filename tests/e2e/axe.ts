import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe-core's browser build, evaluated in the page through DevTools (not a script tag: the page's CSP allows none). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A and AA, and axe's best practices (issue 16: every page, light and dark). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** What fails a page: a reader is blocked or seriously hindered. Moderate and minor findings are not counted. */
const FAILING = new Set(['serious', 'critical']);

/**
 * The serious and critical axe violations of the page as it is now, one line per rule with the
 * first nodes' selectors, e.g. `color-contrast (serious): .MuiChip-label, td > code (+3)`.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    // Every demo as it renders once the reader scrolls to it (out of view they are skipped:
    // content-visibility in site/global.css), so axe checks their colours too.
    const inView = new CSSStyleSheet();
    inView.replaceSync('[data-island] { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, inView];
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }).finally(() => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== inView);
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, TAGS);
  return violations
    .filter((v) => FAILING.has(v.impact))
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}${v.targets.length > 3 ? ` (+${v.targets.length - 3})` : ''}`);
}
