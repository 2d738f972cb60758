/**
 * The modes every story is checked in, each a fresh render with its play function run: light and dark
 * with screenshots; rtl with screenshots for the shell pieces (their frame is what mirrors), and with
 * play and axe for the demos that carry the `rtl` tag: the ones whose plays read the direction
 * (stories/inline.ts: arrows, start and end along the line) or whose subject is the direction.
 * Other demos' rtl runs repeated their ltr play on a mirrored picture; dropping them keeps the
 * story suite's time in step with the number of pages.
 */
export interface StoryMode {
  name: string;
  globals: { theme: string; direction: string; density: string };
  /** Whether this mode's screenshot is compared with a baseline. */
  screenshot: boolean;
}

/** The tag of a demo story file whose plays check behaviour along the reading direction. */
export const RTL_TAG = 'rtl';

export function modesFor(title: string, tags: readonly string[] = []): StoryMode[] {
  const shell = title.startsWith('Shell/');
  return [
    { name: 'light', globals: { theme: 'light', direction: 'ltr', density: 'comfortable' }, screenshot: true },
    { name: 'dark', globals: { theme: 'dark', direction: 'ltr', density: 'comfortable' }, screenshot: true },
    ...(shell || tags.includes(RTL_TAG) ? [{ name: 'rtl', globals: { theme: 'light', direction: 'rtl', density: 'comfortable' }, screenshot: shell }] : []),
  ];
}
