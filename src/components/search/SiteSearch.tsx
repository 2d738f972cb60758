import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSiteConfig } from '../../config/SiteConfigContext';
import type { SearchBackend } from '../../search/types';
import { SearchButton } from './SearchButton';
import { useSearchShortcut } from './useSearchShortcut';

// The dialog and Pagefind load on first use: they are not part of any page's first load.
const loadDialog = () => import('./PagefindSearchDialog');
const PagefindSearchDialog = lazy(loadDialog);
const preload = () => void loadDialog();

export interface SiteSearchProps {
  /** Replaces the site's Pagefind index (stories). */
  backend?: SearchBackend;
}

/**
 * Site search: the app bar button, ⌘K / Ctrl+K on any page, and the dialog. Closing the dialog
 * puts focus back on the button. Nothing shows when the deployment has no search (SiteConfig.searchUrl).
 */
export function SiteSearch({ backend }: SiteSearchProps) {
  const { searchUrl } = useSiteConfig();
  const [open, setOpen] = useState(false);
  // Mounted from the first open on: reopening is instant and keeps the last query.
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const show = useCallback(() => {
    setUsed(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  // Back to the button once the dialog has let go of focus (its trap is off after this commit).
  useEffect(() => {
    if (used && !open) button.current?.focus();
  }, [used, open]);
  useSearchShortcut(searchUrl ? show : undefined);
  if (!searchUrl) return null;
  return (
    <>
      <SearchButton ref={button} onClick={show} onPreload={preload} />
      {used && (
        <Suspense fallback={null}>
          <PagefindSearchDialog url={searchUrl} backend={backend} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
