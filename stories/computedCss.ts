/**
 * What the browser computes for a CSS value, for plays that compare a demo's computed style with a theme
 * value written another way ("#0062c4" → "rgb(0, 98, 196)", a shadow with its colour moved first).
 */
export function computedAs(property: 'color' | 'boxShadow', value: string, near: Element = document.body): string {
  // Appended near the element compared, so CSS variables scoped to its subtree resolve as they do there.
  const probe = document.createElement('div');
  probe.style[property] = value;
  near.append(probe);
  const computed = getComputedStyle(probe)[property];
  probe.remove();
  return computed;
}

/** The colour scheme a story renders in: the toolbar's Mode ("system" follows the operating system). */
export function storyScheme(globals: Record<string, unknown>): 'light' | 'dark' {
  if (globals.theme === 'dark' || globals.theme === 'light') return globals.theme;
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
