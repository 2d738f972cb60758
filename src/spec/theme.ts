/** Spec §9: theme constants. */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

export const TRANSITION_DURATIONS = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** Spec §9: auto-height transitions never last longer than this (ms). */
export const AUTO_HEIGHT_DURATION_CAP_MS = 3000;

export const THEME_DEFAULTS = {
  contrastThreshold: 3,
  tonalOffset: 0.2,
  defaultMode: 'system',
  borderRadius: 12,
  spacingUnit: 8,
} as const;

export const ICON_SIZES = { small: 20, medium: 24, large: 35 } as const;

/** Spec §9: CSS cascade layer order. */
export const STYLE_LAYER_ORDER = ['theme', 'docsearch', 'mui', 'utilities'] as const;
