import type { Page } from '@playwright/test';
import { test, expect, hydrated, islandLive } from './fixtures';

/**
 * Issue 17, Tests: the Joy theme builder on the built page. A value MUI cannot read shows a message and
 * leaves the theme as it was, with no console error; a valid one recolours the preview; the copied code
 * holds the value.
 */
const PAGE = '/joy-ui/customization/theme-builder';

const builder = (page: Page) => page.getByTestId('joy-theme-builder');
const primaryField = (page: Page) => builder(page).getByRole('textbox', { name: 'Primary 500 (seed colour)' });
const solidPrimary = (page: Page) => builder(page).getByRole('button', { name: 'Primary solid' });
const background = (page: Page) => solidPrimary(page).evaluate((el) => getComputedStyle(el).backgroundColor);

test('invalid values are reported beside the field, valid ones recolour the preview, the copied code holds them', async ({ page, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(PAGE);
  await hydrated(page);
  // Pre-rendered: the tool is in the HTML before its island is live.
  await expect(primaryField(page)).toHaveValue('#0B6BCB');
  await builder(page).scrollIntoViewIfNeeded();
  await islandLive(page, 'joyTool');
  await expect.poll(() => background(page)).toBe('rgb(11, 107, 203)');

  await primaryField(page).fill('ocean blue');
  const message = builder(page).getByTestId('primary-message');
  await expect(message).toContainText('Not applied: MUI: Unsupported `ocean blue` color.');
  await expect(message).toContainText("The palette keeps Joy's default.");
  await expect(primaryField(page)).toHaveAttribute('aria-invalid', 'true');
  // The previous theme is still applied, after any transition would have ended.
  await page.waitForTimeout(400);
  expect(await background(page)).toBe('rgb(11, 107, 203)');

  await primaryField(page).fill('#2E7D32');
  await expect(message).toContainText('Scale generated from #2E7D32.');
  await expect(primaryField(page)).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => background(page)).toBe('rgb(46, 125, 50)');

  const codeRegion = builder(page).getByRole('region', { name: 'Theme code' });
  await codeRegion.getByRole('button', { name: 'Copy' }).click();
  await expect(codeRegion.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("500: '#2E7D32',");
  expect(copied).toContain("import { extendTheme } from '@mui/joy/styles';");
  expect(copied).toBe(await codeRegion.locator('code').textContent());

  expect(problems.list).toEqual([]);
});
