import { readFileSync } from 'node:fs';
import path from 'node:path';
import { hexToRgb } from '@mui/material/styles';
import { test, expect, hydrated } from './fixtures';
import { seriousAxeViolations } from './axe';

/**
 * The crawl's axe check (tests/e2e/axe.ts) runs only the rules that can rate a violation serious or
 * critical: a page with such violations fails it, one with only moderate findings does not.
 */
test('the axe check reports serious and critical violations and leaves out moderate ones', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>Axe check</title></head><body>
    <main><h1>Axe check</h1>
      <p style="color:#aaa;background:#fff">Grey on white</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button></button>
      <h4>A heading that skips levels</h4>
    </main>
    <p>Text outside every landmark</p>
  </body></html>`);
  const found = await seriousAxeViolations(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(['button-name (critical)', 'color-contrast (serious)', 'image-alt (critical)']);
});

/**
 * Every token colour of the code theme (site/code-theme.css) on the site's real code block, in both
 * schemes: the crawl reads highlighted code as plain text (tests/e2e/axe.ts), so the tokens are checked here.
 */
const THEME = readFileSync(path.resolve(import.meta.dirname, '../../site/code-theme.css'), 'utf8');
const TOKENS = [...THEME.matchAll(/^([^{/]+)\{\s*color:\s*(#[0-9a-f]{6})/gim)].flatMap(([, selectors, colour]) =>
  selectors!.split(',').map((selector) => ({ classes: selector.trim().split('.').filter(Boolean), colour: colour! })),
);

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`code tokens in ${scheme}`, () => {
    test.use({ colorScheme: scheme });
    test(`every token colour of the code theme passes axe on a real code block (${scheme})`, async ({ page }) => {
      expect(TOKENS.length, 'token rules read from site/code-theme.css').toBeGreaterThanOrEqual(15);
      await page.goto('/material-ui/react-button');
      await hydrated(page);
      const colours = await page.evaluate((tokens) => {
        const code = document.querySelector('main code.hljs')!;
        code.replaceChildren(...tokens.map(({ classes }) => Object.assign(document.createElement('span'), { className: classes.join(' '), textContent: `${classes.join('.')} sample\n` })));
        return [...code.children].map((span) => getComputedStyle(span).color);
      }, TOKENS);
      expect(colours, 'each token shows its theme colour').toEqual(TOKENS.map(({ colour }) => hexToRgb(colour)));
      expect(await seriousAxeViolations(page, { highlightedCode: true })).toEqual([]);
    });
  });
}

/**
 * The crawl leaves the side nav out of axe (checked whole once per product: tests/e2e/routes.spec.ts)
 * and reads code as plain text; both are put back as they were, and a nav finding is reported when asked for.
 */
test('the side nav and the code are put back after the check; a nameless nav link fails only with sideNav', async ({ page }) => {
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  const markup = () => page.evaluate(() => [...document.querySelectorAll('[data-nav-scroller] nav, main code.hljs')].map((el) => el.innerHTML));
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '/material-ui/react-button' });
    document.querySelector('[data-nav-scroller] nav li')!.append(link);
  });
  const before = await markup();
  expect(before.length, 'the side nav and code blocks').toBeGreaterThan(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(await markup()).toEqual(before);
  const withNav = await seriousAxeViolations(page, { sideNav: true });
  expect(withNav.map((line) => line.split(':')[0])).toEqual(['link-name (serious)']);
  expect(await markup()).toEqual(before);
});
