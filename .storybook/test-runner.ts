/// <reference types="@types/jest" />
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { injectAxe, checkA11y } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import path from 'node:path';
import type { Page } from 'playwright';
import { modesFor } from '../tests/stories/modes.ts';

const SNAPSHOTS = path.resolve(process.cwd(), 'tests/stories/__screenshots__');
/** How long a story may take to render after its globals change. */
const RENDER_TIMEOUT_MS = 10_000;

/** Switches the preview's globals and waits until the decorator has rendered with them. */
async function showGlobals(page: Page, globals: Record<string, string>) {
  // Storybook re-renders the story for new globals and says so with "storyRendered"; until then it may
  // show its loading screen instead of the story (a blank screenshot).
  // A story that does not render in time fails: a half-rendered story is never screenshotted.
  await page.evaluate(
    ({ g, ms }) =>
      new Promise<void>((resolve, reject) => {
        type Channel = { emit: (e: string, p: unknown) => void; on: (e: string, f: () => void) => void; off: (e: string, f: () => void) => void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const done = () => {
          clearTimeout(timer);
          channel.off('storyRendered', done);
          resolve();
        };
        const timer = setTimeout(() => {
          channel.off('storyRendered', done);
          reject(new Error(`The story did not render within ${ms / 1000} s after switching to ${JSON.stringify(g)} (no "storyRendered").`));
        }, ms);
        channel.on('storyRendered', done);
        channel.emit('updateGlobals', { globals: g });
      }),
    { g: globals, ms: RENDER_TIMEOUT_MS },
  );
  await page.waitForFunction((key) => document.documentElement.dataset.sbGlobals === key && document.body.classList.contains('sb-show-main'), `${globals.theme}-${globals.direction}`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(150);
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page, context) {
    const story = await getStoryContext(page, context);
    await waitForPageReady(page);
    // Transitions and carets are frozen, and touch ripples hidden: a ripple started by a play click fades
    // out on a timer, so whether a screenshot catches it depends on the machine's speed.
    await page.addStyleTag({
      content:
        '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}.MuiTouchRipple-root{display:none!important}',
    });
    for (const mode of modesFor(context.title)) {
      await showGlobals(page, mode.globals);
      await checkA11y(page, 'body', {
        detailedReport: true,
        detailedReportOptions: { html: true },
        axeOptions: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] }, rules: { region: { enabled: false } } },
      });
      if (story.parameters?.screenshot === false) continue;
      const image = await page.screenshot({ animations: 'disabled', fullPage: false });
      expect(image).toMatchImageSnapshot({
        customSnapshotsDir: SNAPSHOTS,
        customSnapshotIdentifier: `${context.id}--${mode.name}`,
        // Rendering is deterministic with this Chromium and the self-hosted fonts: any real change fails.
        failureThreshold: Number(process.env.SCREENSHOT_TOLERANCE_PX ?? 0),
        failureThresholdType: 'pixel',
      });
    }
    await showGlobals(page, { theme: 'light', direction: 'ltr', density: 'comfortable' });
  },
};
export default config;
