import { isSearchShortcut } from '../../src/search/shortcut';
import { ISLAND_ATTR } from '../islands/types';
import { hydrate } from './islands';

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * ⌘K / Ctrl+K (anywhere) and `/` (outside a text field) open search on the first press: the
 * header island hydrates if needed, then its search button is pressed. Once the header is live,
 * ⌘K is its own (SiteSearch); `/` stays here.
 */
export function startSearchShortcuts(doc: Document = document): void {
  doc.addEventListener('keydown', (event) => {
    const header = doc.querySelector<HTMLElement>(`[${ISLAND_ATTR.kind}="header"]`);
    if (!header) return;
    const slash = event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isTyping(event.target);
    const live = header.hasAttribute(ISLAND_ATTR.hydrated);
    if (!slash && (live || !isSearchShortcut(event))) return;
    event.preventDefault();
    void hydrate(header, true).then(() => header.querySelector<HTMLElement>('[aria-keyshortcuts]')?.click());
  });
}
