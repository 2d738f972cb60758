import { centreInPane } from '../../src/components/nav/centreInPane';

/**
 * Under the md breakpoint the page's own side nav opens as a drawer (`<html data-nav-open>`,
 * styled in site/global.css): no second copy of the nav, no React. Escape or the backdrop closes it.
 */
const ATTR = 'data-nav-open';

export function openMobileNav(): void {
  const html = document.documentElement;
  if (html.hasAttribute(ATTR)) return;
  html.setAttribute(ATTR, '');
  const scroller = document.querySelector<HTMLElement>('[data-nav-scroller]');
  // The reader starts from the page they are on (else the first link): centred in the drawer, which only now
  // has a box to scroll (hidden, it had none: site/client/navState.ts), and focused without another scroll.
  const current = scroller?.querySelector<HTMLElement>('[aria-current="page"]') ?? scroller?.querySelector<HTMLElement>('a');
  if (scroller && current) {
    centreInPane(scroller, current);
    current.focus({ preventScroll: true });
  }
  const close = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== 'Escape') return;
    // A click inside the drawer is the reader's; one on the backdrop (outside the pane) closes it.
    if (event.type === 'click' && scroller?.contains(event.target as Node)) return;
    html.removeAttribute(ATTR);
    document.removeEventListener('keydown', close);
    document.removeEventListener('click', close, true);
  };
  document.addEventListener('keydown', close);
  // After this click has finished.
  setTimeout(() => document.addEventListener('click', close, true));
}
