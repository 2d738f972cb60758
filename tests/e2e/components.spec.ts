import { test, expect, hydrated, liveDemo } from './fixtures';

/**
 * Issue 7 on the built site: demos stay pre-rendered HTML until they near the viewport, then load
 * their own code and become interactive; the Component API tab shows the API of the page's components.
 */
test.describe('Table page demos after hydration', () => {
  test('a demo below the fold is pre-rendered, loads when scrolled to, and then sorts and pages', async ({ page, problems }) => {
    const demoChunks: string[] = [];
    page.on('request', (r) => /\/assets\/Table(Sorting|WithPagination)-[^/]+\.js$/.test(r.url()) && demoChunks.push(r.url()));
    await page.goto('/material-ui/react-table');
    await hydrated(page);
    const sorting = page.locator('[data-demo-island="TableSorting"]');
    // Already visible as HTML, before its code is loaded.
    await expect(sorting.getByRole('table', { name: 'Nutrition per serving' })).toHaveCount(1);
    expect(demoChunks).toEqual([]);

    await liveDemo(page, 'TableSorting');
    const firstDish = sorting.getByRole('rowheader').first();
    await expect(firstDish).toHaveText('Avocado toast');
    await sorting.getByRole('button', { name: 'Calories' }).click();
    await expect(firstDish).toHaveText('Greek yogurt with honey');
    await sorting.getByRole('button', { name: 'Calories' }).click();
    await expect(firstDish).toHaveText('Salmon with rice');

    const paging = page.locator('[data-demo-island="TableWithPagination"]');
    await liveDemo(page, 'TableWithPagination');
    await expect(paging.getByText('1–5 of 13')).toBeVisible();
    await paging.getByRole('button', { name: 'Go to next page' }).click();
    await expect(paging.getByText('6–10 of 13')).toBeVisible();
    expect(demoChunks.length).toBe(2);
    expect(problems.list).toEqual([]);
  });

  test('a demo reached by client navigation renders and works without pre-rendered HTML', async ({ page, problems }) => {
    await page.goto('/material-ui/react-button');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).locator('a[href="/material-ui/react-table"]').click();
    await expect(page).toHaveURL(/\/material-ui\/react-table$/);
    const sorting = page.locator('[data-demo-island="TableSorting"]');
    await liveDemo(page, 'TableSorting');
    await sorting.getByRole('button', { name: 'Calories' }).click();
    await expect(sorting.getByRole('rowheader').first()).toHaveText('Greek yogurt with honey');
    expect(problems.list).toEqual([]);
  });
});

test("the Button page's Component API tab shows Button's props and links back", async ({ page, problems }) => {
  await page.goto('/material-ui/react-button');
  await hydrated(page);
  const tabs = page.getByRole('navigation', { name: 'Page sections' });
  await expect(tabs.getByRole('link', { name: 'Components' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Component API' }).click();
  await expect(page).toHaveURL(/\/material-ui\/react-button\/components-api$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Button API');
  await expect(page.getByRole('heading', { level: 2, name: 'Button', exact: true })).toBeVisible();
  const variant = page.locator('#button-prop-variant');
  await expect(variant).toContainText("'outlined'");
  await expect(variant).toContainText("'text'");
  await expect(page.getByRole('navigation', { name: 'Page sections' }).getByRole('link', { name: 'Component API' })).toHaveAttribute('aria-current', 'page');
  expect(problems.list).toEqual([]);
});
