import type { SxProps, Theme } from '@mui/material/styles';

/** Near the top of the screen like a command palette; the whole screen on phones (under sm, 600 px). */
export const dialogSx: SxProps<Theme> = (theme) => ({
  '& .MuiDialog-container': { alignItems: 'flex-start' },
  '& .MuiDialog-paper': {
    mt: '10vh',
    maxHeight: '80vh',
    display: 'flex',
    flexDirection: 'column',
    backgroundImage: 'none',
    // A hairline keeps the dialog apart from the page in dark mode, where shadows barely show.
    border: 1,
    borderColor: 'divider',
    [theme.breakpoints.down('sm')]: { m: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: 0, border: 0 },
  },
});

export const inputRowSx: SxProps<Theme> = { display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1, color: 'text.secondary' };

export const inputSx: SxProps<Theme> = { flexGrow: 1, fontSize: '1.0625rem', color: 'text.primary', '& input': { py: 1 } };

/** Room for the progress bar is always there, so it appears without moving the results. */
export const progressSlotSx: SxProps<Theme> = { height: 2, borderBottom: 1, borderColor: 'divider', position: 'relative', '& .MuiLinearProgress-root': { height: 2 } };

export const bodySx: SxProps<Theme> = { flexGrow: 1, overflowY: 'auto', minHeight: 120, px: 1, py: 1 };

export const messageSx: SxProps<Theme> = { px: 1.5, py: 3, color: 'text.secondary', textAlign: 'center', overflowWrap: 'anywhere' };

export const groupHeadingSx: SxProps<Theme> = {
  px: 1.5,
  pt: 1.5,
  pb: 0.5,
  fontSize: '0.75rem',
  fontWeight: 700,
  letterSpacing: '.06em',
  textTransform: 'uppercase',
  color: 'text.secondary',
};

export const optionSx: SxProps<Theme> = (theme) => ({
  display: 'block',
  px: 1.5,
  py: 1,
  borderRadius: 1,
  color: 'text.primary',
  textDecoration: 'none',
  cursor: 'pointer',
  '& .title': { display: 'block', fontWeight: 600, fontSize: '0.9375rem' },
  '& .excerpt': { display: 'block', mt: 0.25, fontSize: '0.8125rem', lineHeight: 1.5, color: 'text.secondary', overflowWrap: 'anywhere' },
  '& mark': { bgcolor: 'transparent', color: 'primary.main', fontWeight: 700 },
  '&[aria-selected="true"]': {
    bgcolor: 'action.selected',
    outline: `1px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
    '& .title': { color: 'primary.main' },
  },
});

export const footerSx: SxProps<Theme> = {
  display: { xs: 'none', sm: 'block' },
  px: 2,
  py: 1,
  borderTop: 1,
  borderColor: 'divider',
  fontSize: '0.75rem',
  color: 'text.secondary',
};
