import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { COPY_RESET_MS } from '../../spec/runtime';
import { useTranslate } from '../i18n/TranslationContext';
import { clickAttributes } from '../../analytics/clickAttributes';

export type CopyState = 'idle' | 'copied' | 'failed';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  initialState?: CopyState;
  /** Clipboard writer; defaults to the browser's. */
  writeText?: (text: string) => Promise<void>;
  /** Spec §9: back to "Copy" 2 s after "Copied"; stories shorten it. */
  resetAfterMs?: number;
  /** Analytics label of the copy click (spec §7 clicks), e.g. the code's language. */
  analyticsLabel?: string;
}

const browserWriteText = (text: string) =>
  navigator.clipboard ? navigator.clipboard.writeText(text) : Promise.reject(new Error('Clipboard unavailable'));

/** "Copy" → "Copied" → back to "Copy" after 2 s (spec §9); a refused clipboard says so. */
export function CopyButton({ text, initialState = 'idle', writeText = browserWriteText, resetAfterMs = COPY_RESET_MS, analyticsLabel = 'code' }: CopyButtonProps) {
  const t = useTranslate();
  const [state, setState] = useState<CopyState>(initialState);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    let next: CopyState = 'copied';
    try {
      await writeText(text);
    } catch {
      next = 'failed';
    }
    setState(next);
    timer.current = setTimeout(() => setState('idle'), resetAfterMs);
  };
  const label = state === 'copied' ? t('code.copied') : state === 'failed' ? t('code.copyFailed') : t('code.copy');
  return (
    <Button
      size="small"
      variant="text"
      onClick={copy}
      startIcon={state === 'copied' ? <Check /> : <ContentCopy />}
      aria-live="polite"
      {...clickAttributes({ category: 'code', action: 'copy-click', label: analyticsLabel })}
      sx={{ minWidth: 0, fontSize: '0.75rem', color: state === 'failed' ? 'error.main' : 'inherit' }}
    >
      {label}
    </Button>
  );
}
