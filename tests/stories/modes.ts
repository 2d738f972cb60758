/**
 * The modes every story is checked in: light and dark with screenshots; rtl with screenshots for the
 * shell pieces (their frame is what mirrors), and with play and axe for the demos that carry the `rtl`
 * tag: the ones whose plays read the direction (stories/inline.ts: arrows, start and end along the
 * line) or whose subject is the direction. Other demos' rtl runs repeated their ltr play on a mirrored picture; dropping them keeps the
 * story suite's time in step with the number of pages.
 */
export interface StoryMode {
  name: string;
  globals: { theme: string; direction: string; density: string };
  /** Whether this mode's screenshot is compared with a baseline. */
  screenshot: boolean;
  /**
   * Whether a switch to this mode's colour scheme is a fresh render with the play function run again. A
   * demo's is not: the mode switches in place, as a reader switches it, on the state the play led to. The
   * shell's pieces hold the reader's settings themselves (the settings drawer shows the mode it was opened
   * in), so theirs is. A change of direction or density always is (.storybook/test-runner.ts, `isFresh`).
   */
  fresh: boolean;
}

/** The tag of a demo story file whose plays check behaviour along the reading direction. */
export const RTL_TAG = 'rtl';

export function modesFor(title: string, tags: readonly string[] = []): StoryMode[] {
  const shell = title.startsWith('Shell/');
  return [
    { name: 'light', globals: { theme: 'light', direction: 'ltr', density: 'comfortable' }, screenshot: true, fresh: shell },
    { name: 'dark', globals: { theme: 'dark', direction: 'ltr', density: 'comfortable' }, screenshot: true, fresh: shell },
    ...(shell || tags.includes(RTL_TAG) ? [{ name: 'rtl', globals: { theme: 'light', direction: 'rtl', density: 'comfortable' }, screenshot: shell, fresh: shell }] : []),
  ];
}
