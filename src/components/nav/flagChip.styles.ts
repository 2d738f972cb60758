import type { CSSObject, Theme } from '@mui/material/styles';
import type { NavFlag } from '../../nav/flags';
import { toneColorStyles, type Tone } from '../../theme/toneColors';

/** Tone per flag, as in MUI's side nav. */
const FLAG_TONE: Record<NavFlag, Tone> = {
  newFeature: 'success',
  beta: 'primary',
  unstable: 'primary',
  planned: 'neutral',
  legacy: 'warning',
  deprecated: 'warning',
};

/** A small outlined chip (20 px, pill) in the flag's tone; it never takes the pointer from its link. */
export const flagChipStyles = (theme: Theme, flag: NavFlag): CSSObject => {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    height: 20,
    paddingInline: 7,
    marginInlineStart: theme.spacing(1),
    border: '1px solid currentColor',
    borderRadius: 10,
    fontSize: '0.7rem',
    fontWeight: 600,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    ...toneColorStyles(theme, FLAG_TONE[flag]),
  };
};
