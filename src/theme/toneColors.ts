import type { CSSObject, Theme } from '@mui/material/styles';

/** The tones of small status texts: nav flags, the API pages' deprecation chip and note. */
export type Tone = 'success' | 'warning' | 'primary' | 'neutral';

/**
 * Text colours with at least 4.5:1 contrast in each mode, on the page background and on the code
 * background (#f5f5f5 light): the palette's own warning colours (#ed6c02 3.1:1, #e65100 3.8:1 on
 * white) are too light for small text.
 */
export const TONE_COLOR: Record<Tone, { light: string; dark: string }> = {
  success: { light: '#1b5e20', dark: '#81c784' },
  warning: { light: '#8a4b00', dark: '#ffb74d' },
  primary: { light: '#0062c4', dark: '#99ccf3' },
  neutral: { light: '#4a5260', dark: '#b0b8c4' },
};

/** `color` in the tone for the current mode (light by default, dark under the dark scheme). */
export const toneColorStyles = (theme: Theme, tone: Tone): CSSObject => ({
  color: TONE_COLOR[tone].light,
  ...theme.applyStyles('dark', { color: TONE_COLOR[tone].dark }),
});
