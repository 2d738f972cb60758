import { test, expect, engage, hydrated, liveDemo } from './fixtures';

test('Button page: demos are interactive and the code toggles between TS and JS', async ({ page, problems }) => {
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  const demos = page.locator('[data-demo]');
  expect(await demos.count()).toBeGreaterThanOrEqual(5);
  // Demos are islands: they hydrate when they near the viewport (site/islands/DemoIsland.tsx).
  const live = async (name: string) => (await liveDemo(page, name)).locator('figure');
  const firstFigure = await live('ButtonVariants');
  const ts = firstFigure.locator('[data-code-block="TS"] pre');
  const js = firstFigure.locator('[data-code-block="JS"] pre');
  await expect(ts).toBeVisible();
  await expect(ts).toContainText("from '@mui/material/Button'");
  await expect(js).toBeHidden();
  await firstFigure.getByRole('button', { name: 'JS' }).click();
  await expect(firstFigure.getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
  await expect(js).toBeVisible();
  await expect(ts).toBeHidden();
  await expect(js).not.toContainText(': React.');
  // The choice is a setting: every demo follows it, and it survives a reload.
  await expect((await live('ButtonColors')).getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await hydrated(page);
  await expect((await live('ButtonVariants')).getByRole('button', { name: 'JS' })).toHaveAttribute('aria-pressed', 'true');
  expect(problems.list).toEqual([]);
});

test('Button API page lists variant with its type and default', async ({ page }) => {
  await page.goto('/material-ui/api/button');
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Button API');
  const row = page.locator('tr', { has: page.locator('td, th', { hasText: /^variant/ }) }).first();
  await expect(row).toContainText("'text'");
  await expect(row).toContainText("'outlined'");
  await expect(page.getByText("import Button from '@mui/material/Button';")).toBeVisible();
  await expect(page.getByText('MuiButton-root')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ButtonBase' }).first()).toHaveAttribute('href', '/material-ui/api/button-base');
});

test('a reader who only reads the first screen runs no demo code; their first action brings the demo in view to life', async ({ page, problems }) => {
  // The demo island's code (the ad's island, live on its own, shares React with it: not counted).
  const demoChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/DemoIsland-/.test(request.url())) demoChunks.push(new URL(request.url()).pathname);
  });
  // A tall window: the first demo is on the first screen.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  await expect(page.locator('html[data-islands-watching]')).toHaveCount(1);
  const firstDemo = page.locator('[data-island="demo"]').first();
  await expect(firstDemo).toBeInViewport();
  // Idle time for the page to do whatever it does on its own: it starts no demo.
  await page.waitForTimeout(1_500);
  await expect(page.locator('[data-island="demo"][data-island-hydrated]')).toHaveCount(0);
  expect(demoChunks).toEqual([]);
  // The pre-rendered demo shows its buttons already.
  await expect(firstDemo.getByRole('button').first()).toBeVisible();
  await engage(page);
  await expect(firstDemo).toHaveAttribute('data-island-hydrated', '');
  expect(demoChunks.length).toBeGreaterThan(0);
  expect(problems.list).toEqual([]);
});
