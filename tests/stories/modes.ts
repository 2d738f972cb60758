/**
 * The modes every story is checked in, each a fresh render with its play function run: light and dark
 * with screenshots; rtl too, with screenshots for the shell pieces and with play and axe for the demos
 * (their rtl pictures mirror the ltr ones; the plays prove keyboard and layout along the direction).
 */
export interface StoryMode {
  name: string;
  globals: { theme: string; direction: string; density: string };
  /** Whether this mode's screenshot is compared with a baseline. */
  screenshot: boolean;
}

export function modesFor(title: string): StoryMode[] {
  return [
    { name: 'light', globals: { theme: 'light', direction: 'ltr', density: 'comfortable' }, screenshot: true },
    { name: 'dark', globals: { theme: 'dark', direction: 'ltr', density: 'comfortable' }, screenshot: true },
    { name: 'rtl', globals: { theme: 'light', direction: 'rtl', density: 'comfortable' }, screenshot: title.startsWith('Shell/') },
  ];
}
