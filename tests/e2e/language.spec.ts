import type { ConsoleMessage, Page } from '@playwright/test';
import { test, expect, hydrated, islandLive, gtagCalls, liveDemo } from './fixtures';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/readerLanguage';

/**
 * The reader's language (seed §2, §8; issue 15 item 1): a well-formed `userLanguage` is kept
 * (stored: links stay the same for every reader), version links get its prefix, a missing
 * translation falls back to English with one warning per key, a language without a table shows
 * "…" with one error; hostile values give English and are never reflected.
 */
const PAGE = '/material-ui/getting-started/installation';
const MISSING_TRANSLATION = /^Missing translation for "([^"]+)" in "([^"]+)"; using English\.$/;

/** Every console message of the page, from the first script on. */
function consoleOf(page: Page): ConsoleMessage[] {
  const messages: ConsoleMessage[] = [];
  page.on('console', (msg) => messages.push(msg));
  return messages;
}

/** The missing-translation warnings, as "language:key". */
const warnedKeys = (messages: ConsoleMessage[]) =>
  messages.filter((m) => m.type() === 'warning').flatMap((m) => {
    const match = MISSING_TRANSLATION.exec(m.text());
    return match ? [`${match[2]}:${match[1]}`] : [];
  });

const tocTitle = (page: Page) => page.getByRole('complementary').getByRole('heading', { level: 2 });

/** Opens the header's version menu (the header hydrates on the click) and returns the current version's link. */
async function currentVersionLink(page: Page) {
  await page.getByRole('button', { name: /: v7\.2\.0$/ }).click();
  return page.getByRole('menuitem', { name: /^v7\.2\.0/ });
}

const storedLanguage = (page: Page) => page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY);

async function userLanguages(page: Page): Promise<unknown[]> {
  return (await gtagCalls(page)).filter((c) => c[0] === 'set' && c[1] === 'user_properties').map((c) => (c[2] as { userLanguage: unknown }).userLanguage);
}

test('zh: the frame and the header translate, English where zh has no word (one warning per key), version links get /zh/, and the language holds on the next page', async ({ page, problems }) => {
  const messages = consoleOf(page);
  await page.goto(`${PAGE}?userLanguage=zh`);
  await hydrated(page);
  // The static frame (page script): Chinese where the table has it, English where it has not.
  await expect(tocTitle(page)).toHaveText('目录');
  await expect(page.getByRole('link', { name: '编辑此页' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  // The header hydrates when the page is idle (another language) and translates itself.
  await islandLive(page, 'header');
  await expect(page.getByRole('banner').getByRole('button', { name: '设置' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Source code on GitHub' })).toBeVisible();
  const link = await currentVersionLink(page);
  await expect(link).toHaveAttribute('href', '/zh/material-ui/getting-started');
  await expect(page.getByRole('menuitem', { name: 'v6' })).toHaveAttribute('href', 'https://v6.mui.com/zh/material-ui/getting-started/');
  await page.keyboard.press('Escape');
  expect(await storedLanguage(page)).toBe('zh');
  await expect.poll(() => userLanguages(page)).toEqual(['zh']);

  // Every missing key warned, each once, for the frame and the islands together (one translator).
  const warned = warnedKeys(messages);
  expect(warned).toEqual(expect.arrayContaining(['zh:toc.label', 'zh:appBar.source']));
  expect(warned.filter((k) => !k.startsWith('zh:'))).toEqual([]);
  expect(new Set(warned).size).toBe(warned.length);
  // No hydration mismatch: the islands hydrated with the English HTML, then switched.
  expect(problems.list).toEqual([]);

  // The next page (a plain link, no query): still Chinese, a fresh page with its own warnings, once each.
  const before = messages.length;
  await page.getByRole('link', { name: '下一页: Usage' }).click();
  await expect(page).toHaveURL(/\/material-ui\/getting-started\/usage$/);
  await hydrated(page);
  await expect(tocTitle(page)).toHaveText('目录');
  await expect(await currentVersionLink(page)).toHaveAttribute('href', '/zh/material-ui/getting-started');
  const next = warnedKeys(messages.slice(before));
  expect(next).toContain('zh:toc.label');
  expect(new Set(next).size).toBe(next.length);
  expect(problems.list).toEqual([]);
});

test('the prefixed version link reaches its page, in that language', async ({ page, problems }) => {
  await page.goto('/zh/material-ui/getting-started');
  await expect(page).toHaveURL(/\/material-ui\/getting-started\?userLanguage=zh$/);
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Overview');
  expect(await storedLanguage(page)).toBe('zh');
  expect(problems.list).toEqual([]);
});

test('fr (no table): "…" where a text goes and one error, the article untouched, /fr/ version links', async ({ page, problems }) => {
  const messages = consoleOf(page);
  await page.goto(`${PAGE}?userLanguage=fr`);
  await hydrated(page);
  await expect(tocTitle(page)).toHaveText('…');
  await expect(page.getByRole('navigation', { name: '…' }).first()).toBeAttached();
  await expect(page.locator('main h1')).toHaveText('Installation');
  await islandLive(page, 'header');
  await page.getByRole('button', { name: '…: v7.2.0' }).click();
  await expect(page.getByRole('menuitem', { name: 'v7.2.0 (…)' })).toHaveAttribute('href', '/fr/material-ui/getting-started');
  const errors = messages.filter((m) => m.type() === 'error').map((m) => m.text());
  expect(errors).toEqual(['Missing language "fr" in translations.']);
  // That error is the only problem (no hydration mismatch).
  expect(problems.list.filter((p) => !p.includes('Missing language "fr" in translations.'))).toEqual([]);
  expect(warnedKeys(messages)).toEqual([]);
});

/** Hostile values; the distinctive ones are also searched for in the page and the console. */
const hostile: [name: string, value: string, distinctive: boolean][] = [
  ['a script tag', '<script>window.__pwned=1</script>', true],
  ['10 kB', `zh${'Q'.repeat(10 * 1024)}`, true],
  ['a trailing hyphen', 'en-', false],
  ['a double hyphen', 'zh--CN', false],
  ['__proto__', '__proto__', false],
];

for (const [name, value, distinctive] of hostile) {
  test(`hostile userLanguage (${name}): English, nothing reflected, the stored language kept`, async ({ page, problems }) => {
    const messages = consoleOf(page);
    // A reader who chose zh before.
    await page.goto(`${PAGE}?userLanguage=zh`);
    await hydrated(page);
    await page.goto(`${PAGE}?userLanguage=${encodeURIComponent(value)}`);
    await hydrated(page);
    await expect(tocTitle(page)).toHaveText('Contents');
    await expect(await currentVersionLink(page)).toHaveAttribute('href', '/material-ui/getting-started');
    expect(await storedLanguage(page)).toBe('zh');
    await expect.poll(() => userLanguages(page)).toEqual(['en']);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    if (distinctive) {
      const html = await page.content();
      for (const needle of [value.slice(0, 40), encodeURIComponent(value).slice(0, 40), 'QQQQQQQQ']) expect(html).not.toContain(needle);
      expect(messages.filter((m) => /__pwned|QQQQQQQQ/.test(m.text()))).toEqual([]);
    }
    expect(problems.list).toEqual([]);
  });
}

test('userLanguage=en goes back to English for the next pages', async ({ page, problems }) => {
  await page.goto(`${PAGE}?userLanguage=zh`);
  await hydrated(page);
  await expect(tocTitle(page)).toHaveText('目录');
  await page.goto(`${PAGE}?userLanguage=en`);
  await hydrated(page);
  await expect(tocTitle(page)).toHaveText('Contents');
  expect(await storedLanguage(page)).toBeNull();
  await page.goto(PAGE);
  await hydrated(page);
  await expect(tocTitle(page)).toHaveText('Contents');
  await expect(await currentVersionLink(page)).toHaveAttribute('href', '/material-ui/getting-started');
  expect(problems.list).toEqual([]);
});

test('the blog path is ignored by the language logic: English, storage untouched', async ({ page }) => {
  await page.goto(`${PAGE}?userLanguage=zh`);
  await hydrated(page);
  // No blog is written here: its path answers the 404 page, in English whatever the query or storage says.
  const answer = await page.goto('/blog?userLanguage=fr');
  expect(answer?.status()).toBe(404);
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Page not found');
  await expect(await currentVersionLink(page)).toHaveAttribute('href', '/material-ui/getting-started');
  expect(await storedLanguage(page)).toBe('zh');
});

test('one translator for the page: a key both the frame and a demo island use warns once', async ({ page, problems }) => {
  const messages = consoleOf(page);
  await page.goto('/material-ui/react-button?userLanguage=zh');
  await hydrated(page);
  await expect(tocTitle(page)).toHaveText('目录');
  // Code blocks of the frame (outside islands) carry the copy labels, translated by the page script …
  const outside = await page.evaluate(() => [...document.querySelectorAll('[data-copy-button]')].filter((b) => !b.closest('[data-island]')).map((b) => b.getAttribute('data-label-idle')));
  expect(outside.length).toBeGreaterThan(0);
  expect(new Set(outside)).toEqual(new Set(['复制']));
  // … and a live demo's copy button, by React after hydration: the same keys, one warning each.
  const demo = await liveDemo(page, 'ButtonVariants');
  await expect(demo.locator('[data-copy-button]').first()).toHaveAttribute('data-label-idle', '复制');
  const warned = warnedKeys(messages);
  expect(warned.filter((k) => k === 'zh:code.copyFailed')).toEqual(['zh:code.copyFailed']);
  expect(new Set(warned).size).toBe(warned.length);
  expect(problems.list).toEqual([]);
});
