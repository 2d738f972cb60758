/** Keys that move the active option while focus stays in the search field. */
export const NAVIGATION_KEYS = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;
export type NavigationKey = (typeof NAVIGATION_KEYS)[number];

export const isNavigationKey = (key: string): key is NavigationKey => (NAVIGATION_KEYS as readonly string[]).includes(key);

/**
 * The active option after a key press, among `count` options (-1: none). ArrowDown and ArrowUp
 * wrap around the ends, so the last result is one ArrowUp away from the field; Home and End jump
 * to the first and last result.
 */
export function moveActive(active: number, count: number, key: NavigationKey): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 || active > count - 1 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
