import { NAV_STATE_KEY, navStateOf } from './navState';

/**
 * Keeps the side nav's open groups and scroll position for the next page (read back by the
 * inline script after the nav, navState.ts). Saved on every change, so a page prerendered on hover
 * already opens as the nav is now.
 */
export function startSideNavState(doc: Document = document): void {
  const scroller = doc.querySelector<HTMLElement>('[data-nav-scroller]');
  if (!scroller) return;
  let frame = 0;
  const save = () => {
    frame = 0;
    try {
      sessionStorage.setItem(NAV_STATE_KEY, JSON.stringify(navStateOf(scroller)));
    } catch {
      // Storage refused: the next page opens as pre-rendered.
    }
  };
  const later = () => {
    if (!frame) frame = requestAnimationFrame(save);
  };
  scroller.addEventListener('scroll', later, { passive: true });
  // toggle does not bubble: listen in the capture phase.
  scroller.addEventListener('toggle', later, true);
  doc.addEventListener('pagehide', save);
}
