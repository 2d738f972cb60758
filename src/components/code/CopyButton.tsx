import { useEffect, useRef, useState } from 'react';
import Button from '@mui/material/Button';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Check from '@mui/icons-material/Check';
import { useTranslate } from '../i18n/TranslationContext';
import { ATTR_KEYS_ATTR, attrKeysMarker, TEXT_KEY_ATTR } from '../../i18n/textMarkers';
import type { TranslationKey } from '../../i18n/translate';
import { clickAttributes } from '../../analytics/clickAttributes';
import { CODE_BLOCK_COLORS } from './codeBlock.styles';
import { browserWriteText, COPY_BUTTON_ATTR, createCopyController, type CopyState } from './copyController';

export type { CopyState };

const LABEL_KEYS: Record<CopyState, TranslationKey> = { idle: 'code.copy', copied: 'code.copied', failed: 'code.copyFailed' };
/** The page script translates the labels of code blocks outside islands (the HTML is English). */
const LABEL_MARKER = attrKeysMarker({ 'data-label-idle': LABEL_KEYS.idle, 'data-label-copied': LABEL_KEYS.copied, 'data-label-failed': LABEL_KEYS.failed });

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

/**
 * "Copy" → "Copied" → back to "Copy" after 2 s (spec §9); a refused clipboard says so. The labels
 * of every state are on the button, so the same markup also works without React.
 */
export function CopyButton({ text, initialState = 'idle', writeText = browserWriteText, resetAfterMs, analyticsLabel = 'code' }: CopyButtonProps) {
  const t = useTranslate();
  const [state, setState] = useState<CopyState>(initialState);
  const controller = useRef<ReturnType<typeof createCopyController>>(null);
  useEffect(() => {
    const c = createCopyController({ writeText, resetAfterMs, onState: setState });
    controller.current = c;
    return c.dispose;
  }, [writeText, resetAfterMs]);
  const labels = { idle: t(LABEL_KEYS.idle), copied: t(LABEL_KEYS.copied), failed: t(LABEL_KEYS.failed) };
  return (
    <Button
      size="small"
      variant="text"
      onClick={(event) => {
        // Handled here: the page's delegated copy listener leaves this click alone.
        event.nativeEvent.stopImmediatePropagation?.();
        void controller.current?.copy(text);
      }}
      startIcon={
        <>
          <ContentCopy className="copy-icon-idle" />
          <Check className="copy-icon-copied" />
        </>
      }
      aria-live="polite"
      {...{ [COPY_BUTTON_ATTR]: '', 'data-copy-state': state, 'data-label-idle': labels.idle, 'data-label-copied': labels.copied, 'data-label-failed': labels.failed, [ATTR_KEYS_ATTR]: LABEL_MARKER }}
      {...clickAttributes({ category: 'code', action: 'copy-click', label: analyticsLabel })}
      sx={{
        minWidth: 0,
        fontSize: '0.75rem',
        color: 'inherit',
        // It sits on the dark code block in both modes (codeBlock.styles.ts).
        '&[data-copy-state="failed"]': { color: CODE_BLOCK_COLORS.error },
        // The small button sizes only its first start icon; both are the same size here.
        '& .copy-icon-idle, & .copy-icon-copied': { fontSize: 18 },
        // The code block is dir="ltr" in rtl pages too, but the rtl style plugin mirrors the icon's physical
        // margins; logical ones are left alone, so the gap stays between icon and label.
        '& .MuiButton-startIcon': { marginLeft: 'unset', marginRight: 'unset', marginInlineStart: '-2px', marginInlineEnd: '8px' },
        '&[data-copy-state="copied"] .copy-icon-idle, &:not([data-copy-state="copied"]) .copy-icon-copied': { display: 'none' },
      }}
    >
      <span className="copy-label" {...{ [TEXT_KEY_ATTR]: LABEL_KEYS[state] }}>
        {labels[state]}
      </span>
    </Button>
  );
}
