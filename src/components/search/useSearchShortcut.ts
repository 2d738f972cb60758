import { useEffect } from 'react';
import { isSearchShortcut } from '../../search/shortcut';

/**
 * ⌘K / Ctrl+K anywhere on the page (also while typing in it) calls `onShortcut`, instead of the
 * browser's own use of the keys (Chromium's address-bar search). Nothing is listened to without
 * a handler.
 */
export function useSearchShortcut(onShortcut: (() => void) | undefined): void {
  useEffect(() => {
    if (!onShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
}
