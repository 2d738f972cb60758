/**
 * Spec §6 and issue 19: the MUI X licence key from the site's config reaches MUI X's `LicenseInfo`,
 * and a Premium demo renders with and without it. The first e2e build carries a generated key
 * (scripts/test-e2e.ts, tests/e2e/licenceKey.ts); the v2 build has none and shows MUI's watermark.
 */
import type { Page } from '@playwright/test';
import { test, expect, hydrated, liveDemo } from './fixtures';
import { E2E_SITE_V2 } from './dirs';
import { E2E_MUI_LICENSE_KEY } from './licenceKey';
import { serveSite } from './staticSite';

const PAGE = '/x/react-data-grid/aggregation';
const DEMO = 'RevenueByCategory';
/** Every message MUI's watermark can show (Watermark.js of @mui/x-license). */
const WATERMARK = /MUI X (Missing license key|Invalid license key|Expired license key|Expired package version|License key plan mismatch|Product not covered by plan)/;

/** The page, its Premium grid live (the island loaded and the grid mounted after the licence settled). */
async function openGrid(page: Page, url: string) {
  await page.goto(url);
  await hydrated(page);
  const island = await liveDemo(page, DEMO);
  await expect(island.locator('[data-grid-state="interactive"]')).toHaveCount(1);
  const grid = island.getByRole('treegrid', { name: 'Revenue by category' });
  await expect(grid).toBeVisible();
  // The grid works either way: grouped by category, each aggregated column's header names its function.
  await expect(grid.getByRole('columnheader', { name: /Total/ })).toContainText('sum');
  await expect(grid.getByRole('gridcell', { name: /Coffee \(\d+\)/ }).first()).toBeVisible();
  return { island, grid };
}

/** The key MUI X's licence store holds on the page (LicenseInfo keeps it on a global, shared by every copy of the module). */
const keyOnPage = (page: Page) => page.evaluate(() => (globalThis as { __MUI_LICENSE_INFO__?: { key?: string } }).__MUI_LICENSE_INFO__?.key ?? null);

test.describe('the MUI X licence key (spec §6)', () => {
  test('with the key from the config: LicenseInfo holds it, no watermark, no console error', async ({ page, problems }) => {
    const { island } = await openGrid(page, PAGE);
    expect(await keyOnPage(page)).toBe(E2E_MUI_LICENSE_KEY);
    await expect(island.getByText(WATERMARK)).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });

  test('without a key (v2 build): the grid renders with MUI’s watermark, and nothing else goes wrong', async ({ page, problems }) => {
    const site = await serveSite(E2E_SITE_V2, 0);
    try {
      const { island } = await openGrid(page, site.origin + PAGE);
      expect(await keyOnPage(page)).toBeNull();
      await expect(island.getByText('MUI X Missing license key')).toBeVisible();
      // MUI logs its missing-key notice as a console error; that one is expected, any other problem is not.
      const others = problems.list.filter((problem) => !/MUI X: Missing license key/.test(problem));
      expect(others).toEqual([]);
      expect(problems.list.some((problem) => /MUI X: Missing license key/.test(problem))).toBe(true);
    } finally {
      await site.close();
    }
  });
});
