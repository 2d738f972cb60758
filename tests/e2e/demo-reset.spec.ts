import { test, expect, hydrated, liveDemo } from './fixtures';

/**
 * Issue 15, item 6: every demo's toolbar has "Reset demo", which remounts the demo in its
 * initial state: what the reader changed and where the focus was inside it are undone.
 */
test('every demo of the Switch page has a reset button in its pre-rendered HTML', async ({ request }) => {
  const html = await (await request.get('/material-ui/react-switch')).text();
  const demos = html.match(/data-demo-island="/g) ?? [];
  const resets = [...html.matchAll(/<button[^>]*aria-label="Reset demo"[^>]*>/g)].map((m) => m[0]);
  expect(demos.length).toBeGreaterThanOrEqual(4);
  expect(resets).toHaveLength(demos.length);
  // Its clicks are counted like the other toolbar clicks (spec §7 "Analytics: clicks").
  expect(resets[0]).toContain('data-ga-event-category="demo"');
  expect(resets[0]).toContain('data-ga-event-action="reset"');
});

test('reset restores a changed demo and keeps the focus out of it', async ({ page, problems }) => {
  await page.goto('/material-ui/react-switch');
  await hydrated(page);
  const demo = (await liveDemo(page, 'SwitchAutoReply')).locator('[data-demo]');
  const figure = page.locator('[data-demo-island="SwitchAutoReply"] figure');
  const toggle = demo.getByRole('switch', { name: 'Out-of-office reply' });
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(toggle).toBeChecked();
  const reply = demo.getByRole('textbox', { name: 'Reply message' });
  await reply.fill('Back on Tuesday.');
  await expect(reply).toBeFocused();

  const reset = figure.getByRole('button', { name: 'Reset demo' });
  await reset.click();
  await expect(toggle).not.toBeChecked();
  await expect(demo.getByText('Off: emails arrive as usual.')).toBeVisible();
  await expect(reply).toHaveCount(0);
  await expect(reset).toBeFocused();
  await expect(figure.getByRole('status').filter({ hasText: 'The demo is back in its initial state' })).toHaveCount(1);

  // Changed again and reset again from the keyboard: the same initial state.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).not.toBeChecked();
  await expect(reset).toBeFocused();
  expect(problems.list).toEqual([]);
});

test("the first click on a demo's reset works before its island is live (it hydrates on intent, the click is replayed)", async ({ page, problems }) => {
  await page.goto('/material-ui/react-switch');
  await hydrated(page);
  const island = page.locator('[data-demo-island="SwitchListSettings"]');
  const reset = island.getByRole('button', { name: 'Reset demo' });
  await reset.click();
  await expect(island).toHaveAttribute('data-demo-live', '');
  await expect(island.getByRole('status').filter({ hasText: 'The demo is back in its initial state' })).toHaveCount(1);
  await expect(reset).toBeFocused();
  expect(problems.list).toEqual([]);
});
