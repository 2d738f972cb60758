import { COPY_RESET_MS } from '../../spec/runtime';

/** The attribute that marks a copy button; the site's script drives the ones outside islands. */
export const COPY_BUTTON_ATTR = 'data-copy-button';

export type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyOptions {
  writeText: (text: string) => Promise<void>;
  /** Spec §9: back to "Copy" 2 s after "Copied". */
  resetAfterMs?: number;
  onState: (state: CopyState) => void;
}

/**
 * "Copy" → "Copied" (or "failed" when the clipboard refuses) → back to idle after the delay; a new
 * copy restarts the delay. Shared by the React button (stories, islands) and the site's script.
 */
export function createCopyController({ writeText, resetAfterMs = COPY_RESET_MS, onState }: CopyOptions) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    async copy(text: string): Promise<void> {
      clearTimeout(timer);
      let next: CopyState = 'copied';
      try {
        await writeText(text);
      } catch {
        next = 'failed';
      }
      onState(next);
      timer = setTimeout(() => onState('idle'), resetAfterMs);
    },
    dispose: () => clearTimeout(timer),
  };
}

export const browserWriteText = (text: string): Promise<void> =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('Clipboard unavailable'));
