import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, hydrated, builtRoutes } from './fixtures';
import { E2E_SITE } from './dirs';

/** A word of the Installation page's text (site/content/material-ui/getting-started/installation.mdx) and of no other page. */
const TERM = 'lockstep';
const TARGET = '/material-ui/getting-started/installation';

/** The built pages whose HTML contains `term` anywhere (body, nav, head). */
const pagesMentioning = (term: string) =>
  builtRoutes().filter((route) => readFileSync(path.join(E2E_SITE, route, 'index.html'), 'utf8').toLowerCase().includes(term.toLowerCase()));

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search the documentation' });
const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });

test('the search term occurs in exactly one built page', () => {
  expect(pagesMentioning(TERM)).toEqual([TARGET]);
});

test('Ctrl+K from the page finds the one page with the term, under Material UI; ArrowDown + Enter opens it', async ({ page, problems }) => {
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  // Focus in the page, not on the button: the shortcut works from anywhere.
  await page.locator('main h1').click();
  await page.keyboard.press('Control+k');
  const dialog = searchDialog(page);
  const field = dialog.getByRole('combobox', { name: 'Search the docs' });
  await expect(field).toBeFocused();
  await field.pressSequentially(TERM);

  const options = dialog.getByRole('option');
  await expect(options).toHaveCount(1);
  const group = dialog.getByRole('group', { name: 'Material UI' });
  await expect(group.getByRole('option')).toHaveCount(1);
  await expect(options.first()).toHaveAttribute('href', TARGET);
  await expect(options.first()).toContainText('Installation');
  await expect(options.first().locator('mark')).toHaveText([new RegExp(`^${TERM}$`, 'i')]);
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expect(field).toHaveAttribute('aria-activedescendant', (await options.first().getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`${TARGET}$`));
  await expect(dialog).toBeHidden();
  await expect(page.locator('main h1')).toHaveText('Installation');
  expect(problems.list).toEqual([]);
});

test('the app bar button opens search; a query without a match says so; Escape closes and focus returns to the button', async ({ page, problems }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  const button = searchButton(page);
  await expect(button).toContainText('Ctrl K');
  await button.click();
  const dialog = searchDialog(page);
  await expect(dialog.getByText(/Type a word or two/)).toBeVisible();
  const field = dialog.getByRole('combobox');
  await field.fill('qwxzvbnm');
  await expect(dialog.getByRole('paragraph')).toHaveText(/^Nothing on these pages matches “qwxzvbnm”\./);
  await expect(dialog.getByRole('status')).toHaveText(/^Nothing on these pages matches “qwxzvbnm”\./);
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(problems.list).toEqual([]);
});

test('a result can be clicked; search works again on the next page', async ({ page, problems }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await dialog.getByRole('combobox').fill('ButtonBase');
  const option = dialog.getByRole('option', { name: /ButtonBase API/ });
  await option.click();
  await expect(page).toHaveURL(/\/material-ui\/api\/button-base$/);
  await expect(dialog).toBeHidden();
  // The next page's shortcut listens once its script has run (a key pressed before is the browser's).
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  expect(problems.list).toEqual([]);
});

test('search code and the index load on first use only', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  expect(requests.filter((p) => p.startsWith('/pagefind/'))).toEqual([]);
  await searchButton(page).click();
  await searchDialog(page).getByRole('combobox').fill(TERM);
  await expect(searchDialog(page).getByRole('option')).toHaveCount(1);
  expect(requests).toContain('/pagefind/pagefind.js');
});

test('under 600 px the dialog fills the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  await searchButton(page).click();
  await expect(searchDialog(page).getByRole('combobox')).toBeFocused();
  expect(await searchDialog(page).boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 800 });
  await searchDialog(page).getByRole('button', { name: 'Close search' }).click();
  await expect(searchDialog(page)).toBeHidden();
});

test('when the index cannot be fetched the dialog says search is unavailable, and Try again works once it can', async ({ page }) => {
  await page.goto('/material-ui/getting-started');
  await hydrated(page);
  await page.route('**/pagefind/**', (route) => route.abort('internetdisconnected'));
  await searchButton(page).click();
  const dialog = searchDialog(page);
  await dialog.getByRole('combobox').fill(TERM);
  await expect(dialog.getByRole('paragraph')).toHaveText(/isn't available offline yet/);
  await expect(dialog.getByRole('option')).toHaveCount(0);
  await page.unroute('**/pagefind/**');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await expect(dialog.getByRole('option')).toHaveAttribute('href', TARGET);
});
