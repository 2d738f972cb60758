/**
 * Scrolls the nav pane (only the pane, never the page) so that `item` sits at its middle. The side nav
 * does it when its page changes (SideNav.tsx), the phone drawer when it opens (site/client/mobileNav.ts).
 * The inline restore script of the pre-rendered page writes the same sum in its own ES5 text
 * (site/client/navState.ts): it runs before the page's scripts load.
 */
export function centreInPane(pane: HTMLElement, item: HTMLElement): void {
  pane.scrollTop += item.getBoundingClientRect().top - pane.getBoundingClientRect().top - pane.clientHeight / 2;
}
