/// <reference types="@types/jest" />
import type { TestRunnerConfig } from '@storybook/test-runner';
import { injectAxe, checkA11y } from 'axe-playwright';

import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright';
import { modesFor, type StoryMode } from '../tests/stories/modes.ts';
import { mark } from '../tests/stories/storyProfile.ts';
import { QUIET_MS, settleForScreenshot, unfreeze } from '../tests/stories/settle.ts';

/** Baselines; another folder only for trying stories out without touching the real ones. */
const SNAPSHOTS = path.resolve(process.cwd(), process.env.STORY_SNAPSHOTS_DIR ?? 'tests/stories/__screenshots__');
/** How long a story may take to render after its globals change. */
const RENDER_TIMEOUT_MS = 10_000;

type Globals = Record<string, string>;
const DEFAULT_GLOBALS: Globals = { theme: 'light', direction: 'ltr', density: 'comfortable' };
/** The watermark MUI X's Pro and Premium grids draw without a licence key (an inline-styled div, no class). */
const MUI_X_WATERMARK = 'div[style*="z-index: 100000"][style*="letter-spacing: 5px"]';
/**
 * The story's context (tags, parameters, globals) and the page settled, as the runner's own
 * `getStoryContext` and `waitForPageReady` read them: importing those would load the runner's whole
 * bundle into every story file (tests/stories/runnerHooks.js).
 */
async function storyContext(page: Page, id: string) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate((storyId) => (globalThis as unknown as { __getContext: (id: string) => StoryContext }).__getContext(storyId), id);
}
type StoryContext = { tags?: string[]; parameters?: Record<string, unknown>; storyGlobals?: Globals };

/** WCAG 2.0, 2.1 and 2.2 A and AA: what every story passes in every mode. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The rules of AXE_TAGS whose outcome depends on colours: all a switch of colour mode in place can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];


/**
 * Emits one preview event and waits for the story to report back: "storyRendered" resolves; a play
 * function or render that throws rejects with its message; silence for RENDER_TIMEOUT_MS rejects, so a
 * half-rendered story is never screenshotted.
 */
async function emitAndWait(page: Page, event: string, payload: unknown, what: string) {
  await page.evaluate(
    ({ event, payload, what, ms }) =>
      new Promise<void>((resolve, reject) => {
        type Channel = { emit: (e: string, p: unknown) => void; on: (e: string, f: (p?: unknown) => void) => void; off: (e: string, f: (p?: unknown) => void) => void };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const failures = ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying'];
        const handlers = new Map<string, (p?: unknown) => void>();
        const finish = (error?: Error) => {
          clearTimeout(timer);
          for (const [e, f] of handlers) channel.off(e, f);
          if (error) reject(error);
          else resolve();
        };
        const describe = (p: unknown): string => {
          const one = (x: unknown) => (x && typeof x === 'object' && 'message' in x ? String((x as { message: unknown }).message) : JSON.stringify(x));
          return Array.isArray(p) ? p.map(one).join('; ') : one(p);
        };
        handlers.set('storyRendered', () => finish());
        for (const e of failures) handlers.set(e, (p) => finish(new Error(`${what}: ${e}: ${describe(p)}`)));
        for (const [e, f] of handlers) channel.on(e, f);
        const timer = setTimeout(() => finish(new Error(`${what}: the story did not render within ${ms / 1000} s (no "storyRendered").`)), ms);
        channel.emit(event, payload);
      }),
    { event, payload, what, ms: RENDER_TIMEOUT_MS },
  );
}

/**
 * Shows the story in other globals (tests/stories/modes.ts). A fresh mode is a fresh render: the decorator
 * remounts its providers when the direction or density changes, and the story is remounted so its play
 * function runs again in that mode. Otherwise the colour mode switches in place, as a reader's switch does
 * on the site: the story keeps the state its play led to. Screenshots and axe see that state in every
 * mode, never the story's initial state.
 */
async function renderInMode(page: Page, storyId: string, globals: Globals, fresh: boolean): Promise<'switched' | 'played'> {
  await unfreeze(page);
  await trackRenderPhase(page);
  await emitAndWait(page, 'updateGlobals', { globals }, `switching to ${JSON.stringify(globals)}`);
  await page.waitForFunction((key) => document.documentElement.dataset.sbGlobals === key, `${globals.theme}-${globals.direction}`);
  if (!fresh) return 'switched';
  await emitAndWait(page, 'forceRemount', { storyId }, `the play function in ${JSON.stringify(globals)}`);
  await page.waitForFunction(() => document.body.classList.contains('sb-show-main'));
  // No render of the story still under way (a play started by an earlier render, e.g. the runner's own
  // first visit, finishing late): the screenshot and axe see the state a finished play leads to.
  await page
    .waitForFunction(() => ['completed', 'afterEach', 'finished', 'aborted'].includes((window as unknown as { __storyPhase?: string }).__storyPhase ?? 'completed'), undefined, { timeout: RENDER_TIMEOUT_MS })
    .catch(async () => {
      const phaseNow = await page.evaluate(() => (window as unknown as { __storyPhase?: string }).__storyPhase);
      throw new Error(`the play function in ${JSON.stringify(globals)}: a render of the story was still running after ${RENDER_TIMEOUT_MS / 1000} s (phase ${phaseNow}).`);
    });
  return 'played';
}

/**
 * Records the next play failure of the story about to render (cleared first): the runner's own visit does
 * not see it (see postVisit).
 */
async function recordPlayFailures(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __playFailure?: string;
      __playFailureTracked?: boolean;
      __STORYBOOK_ADDONS_CHANNEL__: { on: (e: string, f: (p?: unknown) => void) => void };
    };
    w.__playFailure = undefined;
    if (w.__playFailureTracked) return;
    w.__playFailureTracked = true;
    const message = (p: unknown): string => {
      const one = (x: unknown) => (x && typeof x === 'object' && 'message' in x ? String((x as { message: unknown }).message) : JSON.stringify(x));
      return Array.isArray(p) ? p.map(one).join('; ') : one(p);
    };
    for (const event of ['playFunctionThrewException', 'unhandledErrorsWhilePlaying', 'storyThrewException']) {
      w.__STORYBOOK_ADDONS_CHANNEL__.on(event, (p) => (w.__playFailure ??= `${event}: ${message(p)}`));
    }
  });
}

/** Whether a baseline exists with exactly these bytes (then `-u` would rewrite it unchanged, too). */
function sameBytes(identifier: string, image: Buffer): boolean {
  const file = path.join(SNAPSHOTS, `${identifier}.png`);
  return existsSync(file) && readFileSync(file).equals(image);
}

/** Keeps the story's latest render phase on the page (Storybook's "storyRenderPhaseChanged"). */
async function trackRenderPhase(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __storyPhaseTracked?: boolean; __storyPhase?: string; __STORYBOOK_ADDONS_CHANNEL__: { on: (e: string, f: (p: { newPhase: string }) => void) => void } };
    if (w.__storyPhaseTracked) return;
    w.__storyPhaseTracked = true;
    w.__STORYBOOK_ADDONS_CHANNEL__.on('storyRenderPhaseChanged', (p) => (w.__storyPhase = p.newPhase));
  });
}

/**
 * The next story starts in the default globals, without motion frozen and with the pointer away. A failure
 * here never hides the story's own failure (`failed`): it is reported only when the story passed.
 */
async function resetPage(page: Page, shown: Globals, failed: boolean) {
  try {
    await page.mouse.move(0, 0);
    await unfreeze(page);
    if (JSON.stringify(shown) !== JSON.stringify(DEFAULT_GLOBALS)) {
      await emitAndWait(page, 'updateGlobals', { globals: DEFAULT_GLOBALS }, 'switching back to the default globals');
    }
  } catch (error) {
    if (!failed) throw error;
  }
}

/**
 * Whether showing the story in `to` (from `from`) is a fresh render with its play run again: always when
 * the direction or density changes (the decorator remounts its providers, the story's state is gone); for a
 * change of colour mode alone, when the mode says so (the shell's pieces) or the story does
 * (`parameters.freshModes`: a play that sets or reads the mode it runs in).
 */
function isFresh(mode: StoryMode, story: StoryContext, from: Globals, to: Globals): boolean {
  return from.direction !== to.direction || from.density !== to.density || mode.fresh || story.parameters?.freshModes === true;
}


const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page, context) {
    mark(context.id, 'between');
    // Once a page: the runner shows every story of a file in the same page.
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    await recordPlayFailures(page);
    // A retry (tests/stories/retryOnce.js) finds its story still shown: the runner's visit would be
    // "storyUnchanged" and run no play at all, so the story is remounted and its play run here.
    const again = await page.evaluate((id) => {
      const w = window as unknown as { __visitedStories?: string[] };
      const seen = (w.__visitedStories ??= []);
      const retry = seen.includes(id);
      seen.push(id);
      return retry;
    }, context.id);
    if (again) await emitAndWait(page, 'forceRemount', { storyId: context.id }, `the play function on the retry in ${JSON.stringify(DEFAULT_GLOBALS)}`);
    mark(context.id, 'preVisit');
  },
  async postVisit(page, context) {
    mark(context.id, 'visit');
    // The runner's own first render reports "story finished" before a failed play's exception event, and
    // passes: the failure recorded since preVisit fails the story here.
    const firstFailure = await page.evaluate(() => (window as unknown as { __playFailure?: string }).__playFailure);
    if (firstFailure) throw new Error(`the play function in ${JSON.stringify(DEFAULT_GLOBALS)}: ${firstFailure}`);
    const story = await storyContext(page, context.id);
    mark(context.id, 'ctx+ready');
    // A story may lock globals (SettingsDrawer "Mode dark"): a mode it overrides entirely is the same
    // picture as one already checked and is skipped; the others run with the story's globals on top.
    const locked = story.storyGlobals ?? {};
    const effective = (globals: Globals) => JSON.stringify({ ...globals, ...locked });
    const seen = new Set<string>();
    let shown = DEFAULT_GLOBALS;
    let failed = false;
    try {
      for (const [index, mode] of modesFor(context.title, story.tags ?? []).entries()) {
        if (seen.has(effective(mode.globals))) continue;
        seen.add(effective(mode.globals));
        // The test-runner has already rendered the story and run its play function in the default globals.
        let how: keyof typeof QUIET_MS = 'played';
        if (index > 0 || effective(mode.globals) !== effective(DEFAULT_GLOBALS)) {
          const fresh = isFresh(mode, story, { ...shown, ...locked }, { ...mode.globals, ...locked });
          shown = mode.globals;
          how = await renderInMode(page, context.id, { ...mode.globals, ...locked }, fresh);
          mark(context.id, 'render-' + mode.name);
        }
        await settleForScreenshot(page, QUIET_MS[how]);
        mark(context.id, 'settle-' + mode.name);
        // A hover state is a real pointer over the element (CSS :hover cannot be faked by a play function).
        const hover = story.parameters?.hover as string | undefined;
        if (hover) await page.locator('#storybook-root').locator(hover).first().hover();
        // MUI X's unlicensed watermark ("MUI X Missing license key", semi-transparent grey by MUI's design, drawn
        // by Pro and Premium grids when no key is set, as in Storybook) is MUI's notice, not this site's content:
        // a licensed build has none (tests/e2e/data-grid-licence.spec.ts).
        await checkA11y(page, { include: [['body']], exclude: [[MUI_X_WATERMARK]] }, {
          detailedReport: true,
          detailedReportOptions: { html: true },
          // Violations only: a line per passing check would fill the log.
          verbose: false,
          axeOptions: {
            // Violations only: axe then skips describing every passing node (a selector and its HTML for each).
            resultTypes: ['violations'],
            // After a switch in place the DOM is the one just checked with every rule; only its colours changed.
            ...(how === 'switched' ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : { runOnly: { type: 'tag', values: AXE_TAGS }, rules: { region: { enabled: false } } }),
          },
        });
        mark(context.id, 'axe-' + mode.name);
        if (story.parameters?.screenshot === false || !mode.screenshot) continue;
        const image = await page.screenshot({ animations: 'disabled', fullPage: false });
        mark(context.id, 'shot-' + mode.name);
        const identifier = `${context.id}--${mode.name}`;
        // The same bytes as the baseline are the same picture: only a screenshot whose PNG differs is decoded
        // and compared pixel by pixel (Chromium encodes identical pixels identically).
        if (sameBytes(identifier, image)) continue;
        expect(image).toMatchImageSnapshot({
          customSnapshotsDir: SNAPSHOTS,
          customSnapshotIdentifier: identifier,
          // Rendering is deterministic with this Chromium and the self-hosted fonts: any real change fails.
          failureThreshold: Number(process.env.SCREENSHOT_TOLERANCE_PX ?? 0),
          failureThresholdType: 'pixel',
          // The comparison runs in the runner's process: by default each one spawns a Node process
          // (about half a second a screenshot on this machine, two screenshots a story).
          runInProcess: true,
        });
      }
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      await resetPage(page, shown, failed);
      mark(context.id, 'reset');
    }
  },
};
export default config;
