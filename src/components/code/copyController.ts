import { COPY_RESET_MS } from '../../spec/runtime';

/** The attribute that marks a copy button; the site's script drives the ones outside islands. */
export const COPY_BUTTON_ATTR = 'data-copy-button';

/** The attribute that marks a page's "Copy page as Markdown" link (site/client/copyPage.ts drives it). */
export const COPY_PAGE_ATTR = 'data-copy-page';

export type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyOptions {
  /** Clipboard writer of `copy`; defaults to the browser's. */
  writeText?: (text: string) => Promise<void>;
  /** Spec §9: back to "Copy" 2 s after "Copied". */
  resetAfterMs?: number;
  onState: (state: CopyState) => void;
}

/**
 * "Copy" → "Copied" (or "failed" when the clipboard refuses) → back to idle after the delay; a new
 * copy restarts the delay. Shared by the React button (stories, islands) and the site's script.
 */
export function createCopyController({ writeText = browserWriteText, resetAfterMs = COPY_RESET_MS, onState }: CopyOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Runs a write and shows how it went: "copied", or "failed" when it throws. */
  async function copyWith(write: () => Promise<void>): Promise<void> {
    clearTimeout(timer);
    let next: CopyState = 'copied';
    try {
      await write();
    } catch {
      next = 'failed';
    }
    onState(next);
    timer = setTimeout(() => onState('idle'), resetAfterMs);
  }
  return {
    copy: (text: string): Promise<void> => copyWith(() => writeText(text)),
    copyWith,
    dispose: () => clearTimeout(timer),
  };
}

export const browserWriteText = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('Clipboard unavailable'));

/**
 * Writes text that is still on its way (a fetch) to the clipboard. Where the browser takes a
 * pending ClipboardItem, the write starts within the click (Safari refuses a write after an
 * await); elsewhere the text is awaited first.
 */
export async function browserWritePendingText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) })]);
    return;
  }
  await browserWriteText(await text);
}
