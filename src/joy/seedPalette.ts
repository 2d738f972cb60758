import { darken, decomposeColor, hslToRgb, lighten, rgbToHex } from '@mui/material/styles';
import { extendTheme } from '@mui/joy/styles';

/** The five palettes of Joy's global colours. */
export const JOY_PALETTES = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
export type JoyPaletteName = (typeof JOY_PALETTES)[number];

/** The ten tokens of a Joy palette, lightest to darkest. */
export const TOKENS = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type Token = (typeof TOKENS)[number];
export type PaletteTokens = Record<Token, string>;

/**
 * How far each token moves from the seed (the 500): towards white for 50–400 (MUI's `lighten`), towards
 * black for 600–900 (MUI's `darken`). Chosen so that Joy's own primary 500 (#0B6BCB) gives tokens close to
 * Joy's hand-tuned primary scale.
 */
const STEPS: Record<Token, number> = { 50: 0.94, 100: 0.88, 200: 0.76, 300: 0.56, 400: 0.3, 500: 0, 600: -0.16, 700: -0.34, 800: -0.58, 900: -0.78 };

/** The ten tokens Joy's default theme (the installed @mui/joy) gives each palette. */
export function joyDefaultTokens(): Record<JoyPaletteName, PaletteTokens> {
  const { palette } = extendTheme().colorSchemes.light;
  const pick = (name: JoyPaletteName) => Object.fromEntries(TOKENS.map((t) => [t, String(palette[name][t])])) as PaletteTokens;
  return { primary: pick('primary'), neutral: pick('neutral'), danger: pick('danger'), success: pick('success'), warning: pick('warning') };
}

/**
 * A full 50–900 scale from one colour MUI can read (check it with `checkColor` first): the seed itself is
 * the 500, the others are mixed towards white or black; sRGB results are written as hex.
 */
export function tokensFromSeed(seed: string): PaletteTokens {
  const { type } = decomposeColor(seed);
  const base = type.startsWith('hsl') ? hslToRgb(seed) : seed;
  const mix = (step: number) => {
    const mixed = step > 0 ? lighten(base, step) : darken(base, -step);
    return mixed.startsWith('rgb') ? rgbToHex(mixed) : mixed;
  };
  return Object.fromEntries(TOKENS.map((t) => [t, t === '500' ? seed : mix(STEPS[t])])) as PaletteTokens;
}
