// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCopyPageLinks } from '../../../site/client/copyPage';
import { COPY_RESET_MS } from '../../../src/spec/runtime';

/** The link as the page renders it (src/components/page/CopyPageLink.tsx). */
const LINK =
  '<a href="/material-ui/react-button.md" data-copy-page="" data-copy-state="idle" data-label-idle="Copy page as Markdown" data-label-copied="Copied as Markdown" data-label-failed="Copy failed"><span class="copy-label">Copy page as Markdown</span></a>';

let clipboard: string[];
let fetched: string[];

function page(answer: () => Promise<Response>) {
  vi.stubGlobal('fetch', (url: string) => {
    fetched.push(url);
    return answer();
  });
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML = LINK;
  startCopyPageLinks(doc);
  return doc.querySelector<HTMLAnchorElement>('a')!;
}

const click = (link: HTMLElement, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  link.dispatchEvent(event);
  return event;
};
const label = (link: HTMLElement) => [link.getAttribute('data-copy-state'), link.querySelector('.copy-label')!.textContent];

beforeEach(() => {
  clipboard = [];
  fetched = [];
  // The browser's pending-text write (ClipboardItem) is Chromium's; here the plain write is used.
  vi.stubGlobal('ClipboardItem', undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: (text: string) => (clipboard.push(text), Promise.resolve()) } });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('"Copy page as Markdown"', () => {
  it('copies the Markdown the link leads to, instead of following it, then shows "Copied" for 2 s', async () => {
    vi.useFakeTimers();
    const link = page(() => Promise.resolve(new Response('# Button\n', { status: 200 })));
    expect(click(link).defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(label(link)).toEqual(['copied', 'Copied as Markdown']));
    expect(fetched).toEqual([link.href]);
    expect(clipboard).toEqual(['# Button\n']);
    // Exact timing: copyController.test.ts; vi.waitFor has already moved the fake clock a little.
    vi.advanceTimersByTime(COPY_RESET_MS);
    expect(label(link)).toEqual(['idle', 'Copy page as Markdown']);
  });

  it('says "Copy failed" and copies nothing when the Markdown cannot be fetched (a 404, offline)', async () => {
    for (const answer of [() => Promise.resolve(new Response('<h1>Not found</h1>', { status: 404 })), () => Promise.reject(new TypeError('Failed to fetch'))]) {
      const link = page(answer);
      click(link);
      await vi.waitFor(() => expect(label(link)).toEqual(['failed', 'Copy failed']));
    }
    expect(clipboard).toEqual([]);
  });

  it('leaves a modified or middle click alone: the reader opens the Markdown', () => {
    const link = page(() => Promise.resolve(new Response('# B')));
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) expect(click(link, init).defaultPrevented, JSON.stringify(init)).toBe(false);
    expect(fetched).toEqual([]);
  });
});
