import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, hydrated, liveDemo } from './fixtures';
import { E2E_FEEDBACK_DB } from '../../playwright.config';
import { E2E_SITE_V2, E2E_V2_PRODUCT_NAME } from './dirs';
import { serveSite } from './staticSite';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FAILED = "Couldn't submit feedback. Please try again later.";
const AD_ORIGIN = `http://127.0.0.1:${process.env.AD_PORT ?? 4191}`;
/** Where the v2 build (another product name) is served for the chat failure test. */
const BRAND_PORT = Number(process.env.BRAND_PORT ?? 4176);

/** The stored feedback, as `npm run feedback:export` prints it. */
const exportedCsv = () =>
  execFileSync(process.execPath, ['--import', 'tsx', 'site/server/exportFeedback.ts'], { cwd: ROOT, env: { ...process.env, FEEDBACK_DB: E2E_FEEDBACK_DB }, encoding: 'utf8' });

test.describe('feedback', () => {
  test('a rating with a comment reaches the server and is stored', async ({ page, problems }) => {
    const comment = `The theme section answered my question (e2e ${Date.now()})`;
    await page.goto('/material-ui/getting-started/usage');
    await hydrated(page);
    await page.getByRole('button', { name: 'Yes, this page helped' }).click();
    await page.getByRole('button', { name: 'Add a comment' }).click();
    await page.getByRole('textbox', { name: /what could be better/i }).fill(comment);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect((await answer).status()).toBe(201);
    await expect(page.getByText('Thank you: your feedback was sent.')).toBeVisible();
    const csv = exportedCsv();
    expect(csv).toContain('/material-ui/getting-started/usage,up,');
    expect(csv).toContain(comment);
    expect(problems.list).toEqual([]);
  });

  test('a failure shows the exact message and keeps the comment for another try', async ({ page }) => {
    let refuse = true;
    await page.route('**/api/feedback', (route) => (refuse ? route.fulfill({ status: 503, json: { error: 'down' } }) : route.continue()));
    await page.goto('/material-ui/react-button');
    await hydrated(page);
    await page.getByRole('button', { name: 'No, this page did not help' }).click();
    await page.getByRole('button', { name: 'Add a comment' }).click();
    const box = page.getByRole('textbox', { name: /what could be better/i });
    await box.fill('The loading demo needs a reset button.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText(FAILED, { exact: true })).toBeVisible();
    await expect(box).toHaveValue('The loading demo needs a reset button.');
    // The network is back: the same answer goes through.
    refuse = false;
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you: your feedback was sent.')).toBeVisible();
  });

  test('no feedback widget on the 404 page', async ({ page }) => {
    await page.goto('/material-ui/no-such-page');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'Yes, this page helped' })).toHaveCount(0);
  });
});

test.describe('Open in MUI Chat', () => {
  test("sends the demo's code and opens the conversation the endpoint returns", async ({ page, context }) => {
    await page.goto('/material-ui/react-button');
    await hydrated(page);
    const demo = await liveDemo(page, 'ButtonVariants');
    const request = page.waitForRequest((r) => r.url() === `${AD_ORIGIN}/chat` && r.method() === 'POST');
    const opened = context.waitForEvent('page');
    await demo.getByRole('button', { name: 'Open in MUI Chat' }).click();
    const body = (await request).postDataJSON() as { code: string; language: string; title: string };
    expect(body.title).toBe('ButtonVariants');
    expect(body.code).toContain("import Button from '@mui/material/Button';");
    const chat = await opened;
    await expect(chat).toHaveURL(new RegExp(`^${AD_ORIGIN}/chat/c/\\d+$`));
    await expect(chat.getByRole('heading', { name: 'Fake chat conversation' })).toBeVisible();
    // The conversation cannot reach back into the docs tab.
    expect(await chat.evaluate(() => window.opener)).toBeNull();
  });

  test('a failing endpoint shows "Failed to open MUI Chat" and closes the empty tab', async ({ page, context }) => {
    await expectChatFailure(page, context, '', 'MUI');
  });

  // The product name is the build's (VITE_PRODUCT_NAME): the v2 build carries another one (tests/e2e/dirs.ts).
  test(`a build named "${E2E_V2_PRODUCT_NAME}" shows "Failed to open ${E2E_V2_PRODUCT_NAME} Chat", never "MUI Chat"`, async ({ page, context }) => {
    const site = await serveSite(E2E_SITE_V2, BRAND_PORT);
    try {
      await expectChatFailure(page, context, site.origin, E2E_V2_PRODUCT_NAME);
      await expect(page.getByText(/MUI Chat/)).toHaveCount(0);
    } finally {
      await site.close();
    }
  });
});

/** Clicks "Open in <product> Chat" on a demo of the Button page at `origin` while the chat endpoint fails (502). */
async function expectChatFailure(page: Page, context: BrowserContext, origin: string, product: string) {
  await page.route(`${AD_ORIGIN}/chat`, (route) => route.fulfill({ status: 502, body: 'bad gateway' }));
  await page.goto(`${origin}/material-ui/react-button`);
  await hydrated(page);
  const opened = context.waitForEvent('page');
  await (await liveDemo(page, 'ButtonVariants')).getByRole('button', { name: `Open in ${product} Chat` }).click();
  const blank = await opened;
  await expect(page.getByText(`Failed to open ${product} Chat`, { exact: true })).toBeVisible();
  await expect.poll(() => blank.isClosed()).toBe(true);
}
