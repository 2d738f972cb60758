import type { SxProps, Theme } from '@mui/material/styles';
import { toneColorStyles } from '../../src/theme/toneColors';

export const titleSx: SxProps<Theme> = { mt: 0, mb: 2, overflowWrap: 'break-word' };

/** Section headings: same rhythm as the MDX pages' `##`, and clear of the sticky app bar. */
export const sectionHeadingSx: SxProps<Theme> = {
  mt: 5,
  mb: 2,
  scrollMarginTop: 80,
  '& a.anchor': { opacity: 0, marginInlineStart: 1, textDecoration: 'none' },
  '&:hover a.anchor, & a.anchor:focus': { opacity: 1 },
};

export const leadSx: SxProps<Theme> = { color: 'text.secondary', fontSize: '1.125rem', my: 2, lineHeight: 1.7 };

export const paragraphSx: SxProps<Theme> = { my: 2, lineHeight: 1.7 };

/** Horizontal scrolling on small screens; the table keeps a readable minimum width. */
export const tableContainerSx: SxProps<Theme> = {
  my: 2,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  overflowX: 'auto',
  '& table': { minWidth: 640 },
  '& th, & td': { verticalAlign: 'top', fontSize: '0.875rem' },
  '& thead th': { fontWeight: 700, whiteSpace: 'nowrap' },
  '& tbody tr': { scrollMarginTop: 80 },
  '& tbody tr:target': { bgcolor: 'action.selected' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
};

export const codeSx: SxProps<Theme> = {
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: '0.8125rem',
  // Break inside a token only when it cannot fit on its own line.
  overflowWrap: 'break-word',
};

/** Type column: long unions wrap instead of widening the table. */
export const typeCellSx: SxProps<Theme> = { minWidth: 160, maxWidth: 320, '& code': { color: 'secondary.main' } };

export const nameCellSx: SxProps<Theme> = { whiteSpace: 'nowrap', '& code': { fontWeight: 600 } };

export const descriptionCellSx: SxProps<Theme> = { minWidth: 240, lineHeight: 1.6 };

/** The "Deprecated" chip and note in the warning tone that small text can carry (4.5:1 in both modes). */
export const deprecatedChipSx: SxProps<Theme> = (theme) => ({ ml: 1, height: 20, fontSize: '0.6875rem', borderColor: 'currentColor', ...toneColorStyles(theme, 'warning') });

export const deprecationNoteSx: SxProps<Theme> = (theme) => ({ mt: 1, ...toneColorStyles(theme, 'warning') });

/** Hidden visually, still read by screen readers. */
export const visuallyHiddenSx: SxProps<Theme> = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
};
