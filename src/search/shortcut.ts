/** The parts of a keyboard event the shortcut looks at. */
export interface KeyPress {
  key: string;
  metaKey: boolean;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** ⌘K or Ctrl+K, on every platform (readers switch keyboards); other modifiers make it another shortcut. */
export const isSearchShortcut = (e: KeyPress): boolean => (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** Apple platforms name the shortcut with ⌘; `platform` is navigator.platform or the user agent. */
export const isApplePlatform = (platform: string): boolean => /mac|iphone|ipad|ipod/i.test(platform);

/** The shortcut as the search button shows it. */
export const shortcutLabel = (apple: boolean): string => (apple ? '⌘K' : 'Ctrl K');

/** The shortcuts for aria-keyshortcuts. */
export const SEARCH_KEYSHORTCUTS = 'Control+K Meta+K';
