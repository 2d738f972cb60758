import type { CSSObject, Theme } from '@mui/material/styles';
import type { NavFlag } from '../../nav/flags';

type Tone = 'success' | 'warning' | 'primary' | 'neutral';

/** Tone per flag, as in MUI's side nav. */
const FLAG_TONE: Record<NavFlag, Tone> = {
  newFeature: 'success',
  beta: 'primary',
  unstable: 'primary',
  planned: 'neutral',
  legacy: 'warning',
  deprecated: 'warning',
};

/** Text colours with at least 4.5:1 contrast on the page background in each mode. */
const TONE_COLOR: Record<Tone, { light: string; dark: string }> = {
  success: { light: '#1b5e20', dark: '#81c784' },
  warning: { light: '#8a4b00', dark: '#ffb74d' },
  primary: { light: '#0062c4', dark: '#99ccf3' },
  neutral: { light: '#4a5260', dark: '#b0b8c4' },
};

/** A small outlined chip (20 px, pill) in the flag's tone; it never takes the pointer from its link. */
export const flagChipStyles = (theme: Theme, flag: NavFlag): CSSObject => {
  const tone = TONE_COLOR[FLAG_TONE[flag]];
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
    color: tone.light,
    ...theme.applyStyles('dark', { color: tone.dark }),
  };
};
