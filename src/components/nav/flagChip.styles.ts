import type { SxProps, Theme } from '@mui/material/styles';
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

export const flagChipSx = (flag: NavFlag): SxProps<Theme> => (theme) => {
  const tone = TONE_COLOR[FLAG_TONE[flag]];
  return {
    height: 20,
    fontSize: '0.7rem',
    fontWeight: 600,
    marginInlineStart: 1,
    pointerEvents: 'none',
    color: tone.light,
    borderColor: 'currentColor',
    ...theme.applyStyles('dark', { color: tone.dark }),
  };
};
