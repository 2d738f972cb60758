import { test, expect, hydrated } from './fixtures';
import { seriousAxeViolations } from './axe';
import { TEMPLATES, templatePath, templatesOf } from '../../site/templates';
import { TEMPLATES_PAGE_PATHS, thumbnailHref, type TemplateProduct } from '../../src/config/templateThumbnails';

/** How many live templates each product's Templates page shows. */
const EXPECTED = { 'material-ui': 9, 'joy-ui': 3 } as const;

/**
 * Each Templates page's live thumbnails (site/gallery/TemplateGallery.tsx): inert, sandboxed,
 * lazily loaded frames of the templates' script-free copies, each beside the link to its template.
 */
for (const product of Object.keys(TEMPLATES_PAGE_PATHS) as TemplateProduct[]) {
  const templates = templatesOf(product);
  const pagePath = TEMPLATES_PAGE_PATHS[product];

  test(`${pagePath} shows its ${EXPECTED[product]} thumbnails, whose frames load the template pages without scripts, focus or errors`, async ({ page, problems }) => {
    const response = await page.goto(pagePath);
    expect(response?.headers()['content-security-policy']).toMatch(/frame-src 'self'/);
    await hydrated(page);
    expect(templates).toHaveLength(EXPECTED[product]);
    await expect(page.locator('[data-template-card] iframe')).toHaveCount(templates.length);
    for (const template of templates) {
      const card = page.locator(`[data-template-card="${template.slug}"]`);
      const frame = card.locator('iframe');
      await expect(frame).toHaveAttribute('src', thumbnailHref(template.slug, product));
      await expect(frame).toHaveAttribute('title', `Preview of the ${template.title} template`);
      await expect(frame).toHaveAttribute('loading', 'lazy');
      await expect(frame).toHaveAttribute('sandbox', 'allow-same-origin');
      await expect(frame).toHaveAttribute('inert', '');
      await expect(card.getByRole('link', { name: template.title, exact: true })).toHaveAttribute('href', templatePath(template));
      await frame.scrollIntoViewIfNeeded();
      // The frame holds the template's own page: its heading, and not one script.
      const inside = frame.contentFrame();
      await expect(inside.locator('h1')).toHaveCount(1);
      await expect(inside.locator('[data-island="template"]')).toHaveCount(1);
      await expect(inside.locator('script')).toHaveCount(0);
    }
    // The keyboard goes from one template's link to the next, never into a thumbnail.
    const [first, second] = templates;
    await page.locator(`[data-template-card="${first!.slug}"] a`).focus();
    await page.keyboard.press('Tab');
    await expect(page.locator(`[data-template-card="${second!.slug}"] a`)).toBeFocused();
    expect(problems.list).toEqual([]);
    expect(await seriousAxeViolations(page), 'serious or critical axe violations (light)').toEqual([]);
  });

  test.describe('in dark', () => {
    test.use({ colorScheme: 'dark' });
    test(`${pagePath} with its thumbnails has no serious or critical axe violation`, async ({ page }) => {
      await page.goto(pagePath);
      await hydrated(page);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      for (const frame of await page.locator('[data-template-card] iframe').all()) await frame.scrollIntoViewIfNeeded();
      expect(await seriousAxeViolations(page), 'serious or critical axe violations (dark)').toEqual([]);
    });
  });
}

test('a thumbnail copy may be framed by the site itself only; the live template may not be framed at all', async ({ request }) => {
  const [template] = TEMPLATES;
  const copy = await request.get(thumbnailHref(template!.slug, template!.product));
  expect(copy.status()).toBe(200);
  expect(copy.headers()['x-frame-options']).toBe('SAMEORIGIN');
  expect(copy.headers()['content-security-policy']).toMatch(/frame-ancestors 'self'/);
  expect(await copy.text()).not.toMatch(/<script/i);
  const live = await request.get(templatePath(template!));
  expect(live.headers()['x-frame-options']).toBe('DENY');
  expect(live.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
});
