import type { SxProps, Theme } from '@mui/material/styles';

/** The code block's own colours: dark in both modes, so what sits on it (the copy button) uses these. */
export const CODE_BLOCK_COLORS = {
  background: '#0f1924',
  text: '#e5eaf2',
  /** A failed copy: 7.8:1 on the background (the theme's error colours are made for the page, not for it). */
  error: '#ff8a80',
} as const;

/** Code blocks are dark in both modes; the copy button floats in the corner. */
export const codeBlockSx: SxProps<Theme> = {
  position: 'relative',
  my: 2,
  '& pre': {
    m: 0,
    p: 2,
    paddingInlineEnd: 10,
    // On a phone most lines run past the edge, and the end padding scrolls away with them: the first
    // line starts below the copy button instead of under it.
    paddingTop: { xs: 6, sm: 2 },
    overflow: 'auto',
    borderRadius: 1,
    bgcolor: CODE_BLOCK_COLORS.background,
    color: CODE_BLOCK_COLORS.text,
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    fontFamily: 'Menlo, Consolas, "Roboto Mono", "Liberation Mono", monospace',
    border: '1px solid',
    borderColor: 'divider',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  // Logical: the rtl style plugin flips `right` (and `direction`), not inset-inline-end; the block is dir="ltr".
  '& .copy': { position: 'absolute', top: 6, insetInlineEnd: 6, color: CODE_BLOCK_COLORS.text },
};
