import type { SxProps, Theme } from '@mui/material/styles';

/** An icon button on phones; a field-like box with the word and the shortcut from sm up. */
export const searchButtonSx: SxProps<Theme> = (theme) => ({
  height: 36,
  minWidth: 36,
  gap: 1,
  px: { xs: 1, sm: 1.25 },
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  color: 'text.secondary',
  fontSize: '0.875rem',
  justifyContent: 'flex-start',
  width: { sm: 200 },
  bgcolor: 'action.hover',
  '&:hover': { borderColor: 'text.secondary', color: 'text.primary' },
  '&.Mui-focusVisible': { outline: `2px solid ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`, outlineOffset: 2 },
  '& .label': { flexGrow: 1, textAlign: 'start' },
  // Phones show the icon only; the word stays as the button's name.
  [theme.breakpoints.down('sm')]: { '& .label': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } },
});

// A fixed width: "Ctrl K" and "⌘K" take the same room, so switching after hydration shifts nothing.
export const shortcutSx: SxProps<Theme> = {
  display: { xs: 'none', sm: 'inline-block' },
  width: '3.75em',
  textAlign: 'center',
  fontFamily: 'inherit',
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '20px',
  borderRadius: 0.5,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
};
