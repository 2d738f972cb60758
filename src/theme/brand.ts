/** The brand colour: 5.9:1 on white, still 4.9:1 on the 12 % tint of a selected item (WCAG AA). */
export const BRAND = { main: '#0062c4', light: '#3399ff', dark: '#004c99' };

/** theme-color meta values per resolved mode (also the page backgrounds of the brand theme). */
export const THEME_COLOR = { light: '#ffffff', dark: '#0b0d0e' } as const;
