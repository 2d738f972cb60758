import { test, expect, builtRoutes, hydrated } from './fixtures';

const routes = builtRoutes();

test('the build contains the 12 getting-started pages, the Button page and the Button API page', () => {
  for (const slug of ['', '/installation', '/usage', '/mcp', '/example-projects', '/templates', '/learn', '/design-resources', '/faq', '/supported-components', '/supported-platforms', '/support']) {
    expect(routes).toContain(`/material-ui/getting-started${slug}`);
  }
  expect(routes).toContain('/material-ui/react-button');
  expect(routes).toContain('/material-ui/api/button');
});

for (const route of routes) {
  test(`${route} answers 200 and hydrates without errors`, async ({ page, problems }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveCount(1);
    // Give late effects (scroll spy, mode sync) a moment to complain.
    await page.waitForTimeout(300);
    expect(problems.list).toEqual([]);
  });
}

test('an unknown path answers 404 with the 404 page', async ({ page, problems }) => {
  const response = await page.goto('/material-ui/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  // The document's own 404 status is the one expected "failed" resource.
  expect(problems.list.filter((p) => !p.endsWith(`@ ${page.url()}`))).toEqual([]);
});

test('every internal link of every page leads to a page that exists', async ({ request }) => {
  test.setTimeout(180_000);
  const targets = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#?]*)[^"]*"/g)) targets.add(href!.replace(/&amp;/g, '&'));
  }
  // Every page is reachable by a link (the side nav), and every link target exists.
  for (const route of routes) expect(targets).toContain(route);
  const broken: string[] = [];
  for (const href of targets) {
    const res = await request.get(href, { maxRedirects: 0 });
    if (res.status() !== 200) broken.push(`${href} -> ${res.status()}`);
  }
  expect(broken).toEqual([]);
});
