import { seriousAxeViolations } from './axe';
import { test, expect, hydrated } from './fixtures';

/** The cells of a prop's row on an API page (`<slug>-prop-<name>`): name, type, default, description. */
async function propRow(page: import('@playwright/test').Page, slug: string, prop: string) {
  const cells = page.locator(`tr#${slug}-prop-${prop} > *`);
  await expect(cells).toHaveCount(4);
  return { type: (await cells.nth(1).innerText()).trim(), default: (await cells.nth(2).innerText()).trim() };
}

test("Joy Button API page lists variant with exactly 'outlined', 'plain', 'soft', 'solid' and default 'solid'", async ({ page, problems }) => {
  await page.goto('/joy-ui/api/button');
  await hydrated(page);
  await expect(page.locator('main h1')).toHaveText('Button API');
  const variant = await propRow(page, 'button', 'variant');
  expect(variant.type.split('|').map((value) => value.trim())).toEqual(["'outlined'", "'plain'", "'soft'", "'solid'"]);
  expect(variant.default).toBe("'solid'");
  await expect(page.getByText("import Button from '@mui/joy/Button';")).toBeVisible();
  await expect(page.getByText('MuiButton-variantSolid')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Slots of Button' })).toContainText('startDecorator');
  expect(problems.list).toEqual([]);
});

test('Joy API pages are in the Joy sidebar and pass axe', async ({ page, problems }) => {
  for (const [path, name] of [
    ['/joy-ui/api/button', 'Button'],
    ['/joy-ui/api/list-item-decorator', 'ListItemDecorator'],
    ['/joy-ui/api/autocomplete', 'Autocomplete'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('main h1')).toHaveText(`${name} API`);
    await expect(page.locator(`nav a[href="${path}"]`).first()).toBeAttached();
    await expect(page.locator('#props')).toBeVisible();
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
  const options = await propRow(page, 'autocomplete', 'options');
  expect(options.type).toMatch(/\[\]$/);
  expect(problems.list).toEqual([]);
});
