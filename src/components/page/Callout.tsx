import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** The kinds of callout, each with the word it starts with (colour is never the only sign). */
export const CALLOUT_KINDS = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' } as const;
export type CalloutKind = keyof typeof CALLOUT_KINDS;

export interface CalloutProps {
  /** What the reader should make of it; `info` by default. */
  type?: CalloutKind;
  /** A heading of its own; the kind's word ("Warning") by default. */
  title?: string;
  children?: ReactNode;
}

/**
 * A boxed aside in a docs page (`<Callout type="warning">…</Callout>` in MDX): a note, tip,
 * warning or important point set apart from the text. A `note`, not an `alert`: it is part of
 * the page, so screen readers read it in place instead of announcing it.
 */
export function Callout({ type = 'info', title, children }: CalloutProps) {
  return (
    <Alert severity={type} variant="outlined" role="note" sx={{ my: 3, '& .MuiAlert-message > p': { my: 0.5 } }}>
      <AlertTitle sx={{ fontWeight: 700, mb: 0.5 }}>
        {title ?? CALLOUT_KINDS[type]}
      </AlertTitle>
      {children}
    </Alert>
  );
}
