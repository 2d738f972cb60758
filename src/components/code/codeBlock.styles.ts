import type { SxProps, Theme } from '@mui/material/styles';

/** Code blocks are dark in both modes; the copy button floats in the corner. */
export const codeBlockSx: SxProps<Theme> = {
  position: 'relative',
  my: 2,
  '& pre': {
    m: 0,
    p: 2,
    paddingInlineEnd: 10,
    overflow: 'auto',
    borderRadius: 1,
    bgcolor: '#0f1924',
    color: '#e5eaf2',
    fontSize: '0.8125rem',
    lineHeight: 1.6,
    fontFamily: 'Menlo, Consolas, "Roboto Mono", "Liberation Mono", monospace',
    border: '1px solid',
    borderColor: 'divider',
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
  },
  // Logical: the rtl style plugin flips `right` (and `direction`), not inset-inline-end; the block is dir="ltr".
  '& .copy': { position: 'absolute', top: 6, insetInlineEnd: 6, color: '#e5eaf2' },
};
