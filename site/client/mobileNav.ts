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
  scroller?.querySelector<HTMLElement>('[aria-current="page"], a')?.focus();
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
