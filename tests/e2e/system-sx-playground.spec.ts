import type { Page } from '@playwright/test';
import { test, expect, hydrated, islandLive } from './fixtures';

/**
 * Issue 18, item 3: the sx playground on the built page. Its island's code is not fetched until the
 * reader scrolls near it; text it cannot apply is explained beside the editor while the preview keeps
 * the last valid sx; a valid edit restyles the preview.
 */
const PAGE = '/system/getting-started/the-sx-prop';

const playground = (page: Page) => page.getByTestId('sx-playground');
const editor = (page: Page) => playground(page).getByRole('textbox', { name: 'sx object' });
const message = (page: Page) => playground(page).getByTestId('sx-message');
const preview = (page: Page) => playground(page).getByTestId('sx-preview');
const previewStyle = (page: Page, property: 'paddingTop' | 'backgroundColor') => preview(page).evaluate((el, p) => getComputedStyle(el)[p], property);

test('loads only near the viewport, keeps the last valid sx on invalid input and restyles the preview on a valid edit', async ({ page, problems }) => {
  const islandChunks: string[] = [];
  page.on('request', (request) => {
    if (/SxPlayground/.test(request.url())) islandChunks.push(request.url());
  });
  await page.goto(PAGE);
  await hydrated(page);
  // Pre-rendered: the editor and the first example's preview are in the HTML before the island is live.
  await expect(editor(page)).toHaveValue(/bgcolor: 'background\.paper',/);
  const island = page.locator('[data-island="sxPlayground"]');
  const top = await island.evaluate((el) => el.getBoundingClientRect().top - innerHeight);
  expect(top, 'the playground starts more than the 400px load-ahead below the first screen').toBeGreaterThan(400);
  // The page goes idle and the demo on the first screen hydrates; the playground does not.
  await islandLive(page, 'demo');
  await page.waitForTimeout(1000);
  await expect(island).not.toHaveAttribute('data-island-hydrated');
  expect(islandChunks).toEqual([]);

  await editor(page).scrollIntoViewIfNeeded();
  await islandLive(page, 'sxPlayground');
  expect(islandChunks.length).toBeGreaterThan(0);
  await expect(message(page)).toHaveText('Applied: the preview and the CSS follow this sx.');
  expect(await previewStyle(page, 'paddingTop')).toBe('16px');

  await editor(page).fill('{ p: 4, bgcolor: }');
  await expect(message(page)).toContainText('Not applied: the preview and the CSS keep the last valid sx.');
  await expect(message(page)).toContainText('Line 1, column 18: `bgcolor` needs a value after the colon.');
  await expect(editor(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(editor(page)).toHaveAttribute('aria-describedby', new RegExp(`${await message(page).getAttribute('id')}$`));
  expect(await previewStyle(page, 'paddingTop')).toBe('16px');

  await editor(page).fill("{ p: 4, bgcolor: 'primary.main', color: 'primary.contrastText' }");
  await expect(message(page)).toHaveAttribute('data-state', 'applied');
  await expect(editor(page)).toHaveAttribute('aria-invalid', 'false');
  await expect.poll(() => previewStyle(page, 'paddingTop')).toBe('32px');
  // The site's light primary.main (#0062c4), through its CSS variable.
  expect(await previewStyle(page, 'backgroundColor')).toBe('rgb(0, 98, 196)');
  await expect(playground(page).getByRole('region', { name: 'Generated CSS' }).locator('code')).toContainText('background-color: var(--mui-palette-primary-main');

  expect(problems.list).toEqual([]);
});
