import * as colors from '@mui/material/colors';

/** The hues of @mui/material/colors in the order of the Material palette (common holds black and white only). */
export const HUES = [
  'red', 'pink', 'purple', 'deepPurple', 'indigo', 'blue', 'lightBlue', 'cyan', 'teal', 'green',
  'lightGreen', 'lime', 'yellow', 'amber', 'orange', 'deepOrange', 'brown', 'grey', 'blueGrey',
] as const;
export type Hue = (typeof HUES)[number];

/** Every hue has these shades: ten from 50 to 900 and four accents. */
export const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', 'A100', 'A200', 'A400', 'A700'] as const;
export type Shade = (typeof SHADES)[number];

export const isHue = (value: string): value is Hue => (HUES as readonly string[]).includes(value);
export const isShade = (value: string): value is Shade => (SHADES as readonly string[]).includes(value);

/** The hex value @mui/material/colors gives for a hue and shade. */
export const shadeColor = (hue: Hue, shade: Shade): string => colors[hue][shade];

/** "deepPurple" → "Deep purple": how the tool labels a hue. */
export const hueLabel = (hue: Hue): string => {
  const words = hue.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
