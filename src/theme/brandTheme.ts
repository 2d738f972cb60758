import { createTheme, type Theme } from '@mui/material/styles';
import {
  AUTO_HEIGHT_DURATION_CAP_MS,
  BREAKPOINTS,
  ICON_SIZES,
  THEME_DEFAULTS,
  TRANSITION_DURATIONS,
} from '../spec/theme';
import type { Direction } from './settings';
import { BRAND } from './brand';

/** Spec §9: the height-based duration MUI computes, capped at 3000 ms. */
export function autoHeightDuration(height: number): number {
  if (!height) return 0;
  const constant = height / 36;
  const ms = Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
  return Math.min(ms, AUTO_HEIGHT_DURATION_CAP_MS);
}

/** The docs' brand theme (spec §3, §9) with light and dark colour schemes as CSS variables. */
export function createBrandTheme({ direction = 'ltr', dense = false }: { direction?: Direction; dense?: boolean } = {}): Theme {
  const palette = { contrastThreshold: THEME_DEFAULTS.contrastThreshold, tonalOffset: THEME_DEFAULTS.tonalOffset };
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class', cssVarPrefix: 'mui' },
    colorSchemes: {
      light: {
        palette: {
          ...palette,
          primary: { ...BRAND },
          secondary: { main: '#9c27b0' },
          background: { default: '#ffffff', paper: '#ffffff' },
          text: { primary: '#1c2025', secondary: '#4a5260' },
        },
      },
      dark: {
        palette: {
          ...palette,
          // dark: the hover and keyboard-focus shade under the same black contrast text as main (6.3:1; #0072e5 gave 4.2:1 for rgba(0,0,0,.87) text).
          primary: { main: '#66b2ff', light: '#99ccf3', dark: '#3399ff' },
          secondary: { main: '#ce93d8' },
          background: { default: '#0b0d0e', paper: '#101418' },
          text: { primary: '#e5eaf2', secondary: '#b0b8c4' },
        },
      },
    },
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    spacing: THEME_DEFAULTS.spacingUnit,
    shape: { borderRadius: THEME_DEFAULTS.borderRadius },
    transitions: { duration: { ...TRANSITION_DURATIONS }, getAutoHeightDuration: autoHeightDuration },
    typography: {
      fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h2: { fontSize: '1.5rem', fontWeight: 600, lineHeight: 1.3 },
      h3: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.4 },
    },
    components: {
      // Spec §9 icon sizes: small 20, medium 24, large 35.
      MuiSvgIcon: {
        styleOverrides: {
          fontSizeSmall: { fontSize: ICON_SIZES.small },
          fontSizeMedium: { fontSize: ICON_SIZES.medium },
          fontSizeLarge: { fontSize: ICON_SIZES.large },
        },
      },
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      ...(dense && {
        MuiButton: { defaultProps: { size: 'small' } },
        MuiIconButton: { defaultProps: { size: 'small' } },
        MuiList: { defaultProps: { dense: true } },
        MuiListItemButton: { defaultProps: { dense: true } },
        MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
        MuiTable: { defaultProps: { size: 'small' } },
        MuiToolbar: { defaultProps: { variant: 'dense' } },
      }),
    },
  });
}

export { THEME_COLOR } from './brand';
