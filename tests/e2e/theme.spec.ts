import { test, expect, hydrated } from './fixtures';

const PAGE = '/material-ui/getting-started/installation';
const bg = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('first paint follows the OS dark preference', () => {
  test.use({ colorScheme: 'dark' });
  test('dark while every script is held back', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(PAGE);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await bg(page)).toBe('rgb(11, 13, 14)');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#0b0d0e');
  });
});

test.describe('light OS', () => {
  test.use({ colorScheme: 'light' });
  test('paints light without scripts', async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(PAGE);
    expect(await bg(page)).toBe('rgb(255, 255, 255)');
  });

  test('a stored dark mode survives a reload and paints before scripts run', async ({ page, problems }) => {
    await page.goto(PAGE);
    await hydrated(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.locator('body')).toHaveClass(/mode-dark/);
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    expect(await bg(page)).toBe('rgb(11, 13, 14)');
    // Only the scripts this test blocks may fail (the page says so once per piece); nothing else.
    expect(problems.list.filter((p) => !p.includes('net::ERR_FAILED') && !p.includes('Failed to fetch dynamically imported module'))).toEqual([]);
  });

  test('rtl sets dir on <html>, also on the next first paint', async ({ page }) => {
    await page.goto(PAGE);
    await hydrated(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Right to left' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('a localStorage that throws keeps settings in memory and nothing crashes', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const boom = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
      Object.defineProperty(window, 'localStorage', { get: () => ({ getItem: boom, setItem: boom, removeItem: boom, clear: boom, key: boom, length: 0 }) });
    });
    await page.goto(PAGE);
    await hydrated(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('button', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByText(/cannot be saved in this browser/)).toBeVisible();
    expect(problems.list).toEqual([]);
  });
});
