/** The modes every story is checked in: light and dark; the shell pieces also in rtl. */
export interface StoryMode {
  name: string;
  globals: { theme: string; direction: string; density: string };
}

export function modesFor(title: string): StoryMode[] {
  const modes: StoryMode[] = [
    { name: 'light', globals: { theme: 'light', direction: 'ltr', density: 'comfortable' } },
    { name: 'dark', globals: { theme: 'dark', direction: 'ltr', density: 'comfortable' } },
  ];
  if (title.startsWith('Shell/')) modes.push({ name: 'rtl', globals: { theme: 'light', direction: 'rtl', density: 'comfortable' } });
  return modes;
}
