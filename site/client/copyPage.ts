import { browserWritePendingText, COPY_PAGE_ATTR } from '../../src/components/code/copyController';
import { copyControllerOf } from './copy';

/** The Markdown version's text; a failed answer (offline, gone) is a failed copy, not a copied 404 page. */
async function markdownAt(url: string): Promise<string> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * "Copy page as Markdown": the link leads to the page's `.md` (with JavaScript off, or opened in a
 * new tab with a modifier key or the middle button); a plain click copies that Markdown instead,
 * with the code blocks' states ("Copied", "Copy failed", back after 2 s).
 */
export function startCopyPageLinks(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(`a[${COPY_PAGE_ATTR}]`);
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void copyControllerOf(link).copyWith(() => browserWritePendingText(markdownAt(link.href)));
  });
}
