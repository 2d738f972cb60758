import type { Page } from 'playwright';

/** Freezes transitions, animations and carets for the screenshot only (plays run with real motion). */
const FREEZE_STYLE_ID = 'story-test-freeze';

/** Motion back on (the freeze of the last screenshot gone): before a play runs again, and for the next story. */
export async function unfreeze(page: Page): Promise<void> {
  await page.evaluate((id) => document.getElementById(id)?.remove(), FREEZE_STYLE_ID);
}

/**
 * How long the story's DOM must be still before its screenshot: after a play (timers it started may
 * still change the DOM), and after a switch of colour mode in place (no play ran; the mode's own
 * no-transition style goes within a millisecond).
 */
export const QUIET_MS = { played: 150, switched: 50 } as const;

/** Waits for fonts, then freezes motion for a stable screenshot. */
export async function settleForScreenshot(page: Page, quietMs: number) {
  await page.evaluate(() => document.fonts.ready);
  // Transitions and carets are frozen, and touch ripples hidden: a ripple started by a play click fades
  // out on a timer, so whether a screenshot catches it depends on the machine's speed.
  const style = await page.addStyleTag({
    content:
      '*,*::before,*::after{transition:none!important;animation:none!important;caret-color:transparent!important}.MuiTouchRipple-root{display:none!important}',
  });
  await style.evaluate((element, id) => ((element as HTMLElement).id = id), FREEZE_STYLE_ID);
  // A transition the play started (a chip turning primary) jumps to its end: the screenshot and axe see
  // the state the play led to, never a colour half-way (infinite animations cannot finish; the style stops them).
  await page.evaluate(() =>
    document.getAnimations().forEach((animation) => {
      try {
        animation.finish();
      } catch {
        animation.cancel();
      }
    }),
  );
  // Transitions timed in JavaScript (MUI's exit transitions unmount on a timer, not on transitionend) end
  // with a DOM change: the screenshot waits until the story's DOM has been still for `quietMs` (at most 3 s),
  // then two frames so the frozen styles are painted.
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const limit = setTimeout(done, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(limit);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }
      }),
    { quietMs, maxMs: 3000 },
  );
}
