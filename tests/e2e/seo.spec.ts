import type { APIRequestContext } from '@playwright/test';
import { test, expect, builtRoutes, hydrated } from './fixtures';
import { sourceRoutes } from './pages';
import { eachAtOnce } from './eachAtOnce';
import { DEFAULT_SITE_CONFIG } from '../../src/config/siteConfig';

/**
 * For tools and search engines (issue 15, item 9), read as they read it: plain requests to the
 * served files, no page loads (cheap enough for every page), then the "Copy page as Markdown" link
 * in a browser, with JavaScript and without.
 */
const ORIGIN = DEFAULT_SITE_CONFIG.siteOrigin;
const routes = builtRoutes();
const sources = sourceRoutes();
/** The docs pages: the live templates are apps, in the sitemap but with no Markdown version and no llms.txt line. */
const docRoutes = routes.filter((route) => !sources.templates.has(route));

/** The HTML without demos' live previews (React's server output closes every non-void element). */
function withoutDemoPreviews(html: string): string {
  const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;
  let out = '';
  let depth = 0;
  let skipDepth = -1;
  let last = 0;
  for (const m of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    if (skipDepth < 0) out += html.slice(last, m.index! + m[0].length);
    last = m.index! + m[0].length;
    if (m[1]) {
      depth -= 1;
      if (depth === skipDepth) skipDepth = -1;
      continue;
    }
    if (VOID.test(m[2]!) || m[3]!.trimEnd().endsWith('/')) continue;
    if (skipDepth < 0 && /\sdata-demo="/.test(m[3]!)) skipDepth = depth;
    depth += 1;
  }
  return out + (skipDepth < 0 ? html.slice(last) : '');
}

const decode = (s: string) =>
  s
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** What a page's head and article say, from its served HTML. */
async function factsOf(request: APIRequestContext, route: string) {
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const content = (name: string) => [...head.matchAll(new RegExp(`<meta (?:name|property)="${name}" content="([^"]*)"`, 'g'))].map((m) => decode(m[1]!));
  const article = html.slice(html.indexOf('<article'));
  return {
    h1s: [...article.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decode(m[1]!)),
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    description: content('description'),
    og: { title: content('og:title'), description: content('og:description'), url: content('og:url'), image: content('og:image'), type: content('og:type') },
    twitter: { card: content('twitter:card'), title: content('twitter:title'), description: content('twitter:description'), image: content('twitter:image') },
    canonical: [...head.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1]),
    alternate: [...head.matchAll(/<link rel="alternate" type="text\/markdown" href="([^"]*)"/g)].map((m) => m[1]),
    copyLinks: [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*data-copy-page=""/g)].map((m) => m[1]),
    hasCode: /data-language="[a-z]+"/.test(article),
    // A table in a demo's live preview is not in the Markdown (a demo gives its code there).
    hasTable: /<table\b/.test(withoutDemoPreviews(article)),
  };
}

test('sitemap.xml lists every written page and only those, at its canonical address', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const locs = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(locs.every((loc) => loc.startsWith(`${ORIGIN}/`)), 'absolute URLs on the site origin').toBe(true);
  const paths = locs.map((loc) => loc.slice(ORIGIN.length)).sort();
  // The written pages from the sources (content files, API documents, their tabs), not the build's own list.
  expect(paths).toEqual(sources.all);
  expect(paths).toEqual(routes);
});

test('robots.txt lets crawlers in and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await response.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  expect(lines).not.toContain('Disallow: /');
});

test(`every written docs page (${docRoutes.length}) has its meta tags, its social card and a Markdown version at <path>.md with the page's h1, content only`, async ({ request }) => {
  test.setTimeout(120_000);
  const started = performance.now();
  const problems: string[] = [];
  await eachAtOnce(docRoutes, async (route) => {
    const page = await factsOf(request, route);
    const url = `${ORIGIN}${route}`;
    const expected = {
      h1s: [expect.stringMatching(/\S/)],
      description: [expect.stringMatching(/\S/)],
      // The page's own social card, drawn by the build beside it (site/build/og/).
      og: { title: [page.title], description: page.description, url: [url], image: [`${url}/og.png`], type: ['article'] },
      twitter: { card: ['summary_large_image'], title: [page.title], description: page.description, image: [`${url}/og.png`] },
      canonical: [url],
      alternate: [`${route}.md`],
      copyLinks: [`${route}.md`],
    };
    try {
      expect(page).toMatchObject(expected);
    } catch (error) {
      problems.push(`${route}: ${(error as Error).message.split('\n').slice(0, 12).join('\n')}`);
      return;
    }
    const md = await request.get(`${route}.md`);
    if (md.status() !== 200 || md.headers()['content-type'] !== 'text/markdown; charset=utf-8') {
      problems.push(`${route}.md: ${md.status()} ${md.headers()['content-type']}`);
      return;
    }
    const text = await md.text();
    // Title lines outside code: a shell comment (# or Vite) in a fenced block is not a heading.
    const h1s = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').split('\n').filter((line) => line.startsWith('# '));
    if (h1s.length !== 1 || h1s[0] !== `# ${page.h1s[0]}`) problems.push(`${route}.md: h1 lines ${JSON.stringify(h1s)}, the page's h1 is "${page.h1s[0]}"`);
    // No frame: nothing of the nav, header, footer, feedback or copy controls; no HTML left outside code.
    const prose = text.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/(`+)[^`]*?\1/g, '');
    for (const frame of ['#main-content', 'Was this page helpful?', 'Copy page as Markdown', 'data-pagefind', 'data-copy', '<div', '<span', '<button']) {
      if (prose.includes(frame)) problems.push(`${route}.md contains "${frame}"`);
    }
    if (page.hasCode && !/^```[a-z]+$/m.test(text)) problems.push(`${route}.md: the page shows code, the Markdown has no fenced block with a language`);
    if (page.hasTable && !/^\| --- \|/m.test(text)) problems.push(`${route}.md: the page has a table, the Markdown none`);
  });
  const seconds = (performance.now() - started) / 1000;
  console.log(`seo: ${docRoutes.length} pages and their Markdown read in ${seconds.toFixed(1)} s (${((seconds / docRoutes.length) * 1000).toFixed(0)} ms per page)`);
  expect(problems).toEqual([]);
  // Every card the pages point at is served: a 1200 × 630 PNG (read from its IHDR chunk).
  const cards: string[] = [];
  await eachAtOnce(docRoutes, async (route) => {
    const card = await request.get(`${route}/og.png`);
    const png = card.status() === 200 ? await card.body() : Buffer.alloc(0);
    if (card.headers()['content-type'] !== 'image/png' || png.length < 24 || png.readUInt32BE(16) !== 1200 || png.readUInt32BE(20) !== 630) cards.push(`${route}/og.png: ${card.status()} ${card.headers()['content-type']}`);
  });
  expect(cards).toEqual([]);
  // A path that is no written page has no Markdown either: the 404 page answers.
  const missing = await request.get('/material-ui/no-such-page.md');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toBe('text/html; charset=utf-8');
});

test("llms.txt: the root lists each product's, which lists every page of the product with its description, linking its Markdown", async ({ request }) => {
  test.setTimeout(120_000);
  const root = await request.get('/llms.txt');
  expect(root.status()).toBe(200);
  expect(root.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const rootText = await root.text();
  expect(rootText).toMatch(/^# \S.*\n\n> \S/);
  const products = [...rootText.matchAll(/^- \[([^\]]+)\]\(([^)]+)\): \S/gm)].map((m) => m[2]!);
  // Every product with written pages has its own list (Material UI, Joy UI since issue 17, MUI System since issue 18, Docs-infra since 19).
  expect([...products].sort()).toEqual([`${ORIGIN}/docs-infra/llms.txt`, `${ORIGIN}/joy-ui/llms.txt`, `${ORIGIN}/material-ui/llms.txt`, `${ORIGIN}/system/llms.txt`]);
  const lines: Map<string, string> = new Map();
  for (const product of products) {
    const response = await request.get(product.slice(ORIGIN.length));
    expect(response.status(), product).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# (Material UI|Joy UI|MUI System|Docs-infra)\n\n> \S/);
    for (const m of text.matchAll(/^- \[(?:[^\]\\]|\\.)+\]\(([^)]+)\): (.+)$/gm)) lines.set(m[1]!, m[2]!);
  }
  expect([...lines.keys()].sort()).toEqual(docRoutes.map((route) => `${ORIGIN}${route}.md`).sort());
  // Each page's line says what its meta description says (one source for both).
  const wrong: string[] = [];
  await eachAtOnce(docRoutes, async (route) => {
    const { description } = await factsOf(request, route);
    if (lines.get(`${ORIGIN}${route}.md`) !== description[0]) wrong.push(`${route}: "${lines.get(`${ORIGIN}${route}.md`)}" ≠ "${description[0]}"`);
  });
  expect(wrong).toEqual([]);
});

test('"Copy page as Markdown" copies the page\'s Markdown and stays on the page', async ({ page, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  const link = page.getByRole('link', { name: 'Copy page as Markdown' });
  await link.click();
  await expect(page.getByRole('link', { name: 'Copied as Markdown' })).toBeVisible();
  await expect(page).toHaveURL(/\/material-ui\/react-button$/);
  const markdown = await (await request.get('/material-ui/react-button.md')).text();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  // Back to its label after the spec's 2 s.
  await expect(page.getByRole('link', { name: 'Copy page as Markdown' })).toBeVisible({ timeout: 5000 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('"Copy page as Markdown" is a link that opens the Markdown', async ({ page }) => {
    await page.goto('/material-ui/react-button');
    await page.getByRole('link', { name: 'Copy page as Markdown' }).click();
    await expect(page).toHaveURL(/\/material-ui\/react-button\.md$/);
    expect((await page.locator('body').innerText()).startsWith('# Button\n')).toBe(true);
  });
});
