import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Palette } from '@mui/material/styles';
import { THEME_COLOR, autoHeightDuration, createBrandTheme } from '../../../src/theme/brandTheme';
import {
  AUTO_HEIGHT_DURATION_CAP_MS,
  BREAKPOINTS,
  ICON_SIZES,
  STYLE_LAYER_ORDER,
  THEME_DEFAULTS,
  TRANSITION_DURATIONS,
} from '../../../src/spec/theme';

const theme = createBrandTheme();
/** With `cssVariables` and `colorSchemes`, MUI 7.2 keeps each scheme's palette on schemes. */
const schemes = (theme as unknown as { colorSchemes: Partial<Record<'light' | 'dark', { palette: Palette }>> }).colorSchemes;

describe('spec §9 constants', () => {
  it('match the spec values', () => {
    expect(BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(TRANSITION_DURATIONS).toEqual({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
    expect(THEME_DEFAULTS).toEqual({ contrastThreshold: 3, tonalOffset: 0.2, defaultMode: 'system', borderRadius: 12, spacingUnit: 8 });
    expect(ICON_SIZES).toEqual({ small: 20, medium: 24, large: 35 });
    expect(AUTO_HEIGHT_DURATION_CAP_MS).toBe(3000);
  });
});

describe('createBrandTheme', () => {
  it('breakpoints 0/600/900/1200/1536', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.breakpoints.up('md')).toBe('@media (min-width:900px)');
  });

  it('transition durations', () => {
    expect(theme.transitions.duration).toMatchObject({
      shortest: 150,
      shorter: 200,
      short: 250,
      standard: 300,
      complex: 375,
      enteringScreen: 225,
      leavingScreen: 195,
    });
  });

  it('border radius 12', () => {
    expect(theme.shape.borderRadius).toBe(12);
  });

  it('spacing unit 8: the --mui-spacing variable is 8px and spacing(n) multiplies it', () => {
    // With CSS variables, MUI 7.2 expresses spacing through --mui-spacing (falling back to 8px).
    expect(theme.spacing(1)).toBe('var(--mui-spacing, 8px)');
    expect(theme.spacing(2)).toBe('calc(2 * var(--mui-spacing, 8px))');
    expect((theme.vars as unknown as { spacing: string }).spacing).toBe('var(--mui-spacing, 8px)');
    const sheets = JSON.stringify((theme as unknown as { generateStyleSheets: () => unknown }).generateStyleSheets());
    expect(sheets).toContain('"--mui-spacing":"8px"');
  });

  it('spacing resolves to 8px per unit without CSS variables too', () => {
    // Same unit, computed outside the variables: replace the var() with its fallback.
    const px = (value: string) => {
      const m = /^(?:calc\((\d+(?:\.\d+)?) \* )?var\(--mui-spacing, (\d+)px\)\)?$/.exec(value);
      if (!m) throw new Error(`unexpected spacing ${value}`);
      return Number(m[1] ?? 1) * Number(m[2]);
    };
    expect(px(theme.spacing(1))).toBe(8);
    expect(px(theme.spacing(3))).toBe(24);
  });

  it('contrast threshold 3 and tonal offset 0.2 in both colour schemes', () => {
    expect(schemes.light?.palette.contrastThreshold).toBe(3);
    expect(schemes.light?.palette.tonalOffset).toBe(0.2);
    expect(schemes.dark?.palette.contrastThreshold).toBe(3);
    expect(schemes.dark?.palette.tonalOffset).toBe(0.2);
    expect(schemes.light?.palette.mode).toBe('light');
    expect(schemes.dark?.palette.mode).toBe('dark');
  });

  it('the dark background matches the dark theme-color', () => {
    expect(schemes.dark?.palette.background.default).toBe(THEME_COLOR.dark);
    expect(schemes.light?.palette.background.default).toBe(THEME_COLOR.light);
    expect(THEME_COLOR).toEqual({ light: '#ffffff', dark: '#0b0d0e' });
  });

  it('icon sizes 20/24/35 in the MuiSvgIcon overrides', () => {
    expect(theme.components?.MuiSvgIcon?.styleOverrides).toMatchObject({
      fontSizeSmall: { fontSize: 20 },
      fontSizeMedium: { fontSize: 24 },
      fontSizeLarge: { fontSize: 35 },
    });
  });

  it('direction defaults to ltr and rtl is passed through', () => {
    expect(theme.direction).toBe('ltr');
    expect(createBrandTheme({ direction: 'rtl' }).direction).toBe('rtl');
  });

  it('dense adds small-size default props; not dense adds none', () => {
    const dense = createBrandTheme({ dense: true });
    expect(dense.components?.MuiButton?.defaultProps).toMatchObject({ size: 'small' });
    expect(dense.components?.MuiIconButton?.defaultProps).toMatchObject({ size: 'small' });
    expect(dense.components?.MuiTextField?.defaultProps).toMatchObject({ size: 'small' });
    expect(dense.components?.MuiTable?.defaultProps).toMatchObject({ size: 'small' });
    expect(dense.components?.MuiList?.defaultProps).toMatchObject({ dense: true });
    expect(theme.components?.MuiButton?.defaultProps?.size).toBeUndefined();
    expect(theme.components?.MuiList?.defaultProps?.dense).toBeUndefined();
    // Dense keeps the icon sizes.
    expect(dense.components?.MuiSvgIcon?.styleOverrides).toMatchObject({ fontSizeLarge: { fontSize: 35 } });
  });

  it('uses the capped auto-height duration', () => {
    expect(theme.transitions.getAutoHeightDuration(0)).toBe(0);
    expect(theme.transitions.getAutoHeightDuration(36)).toBe(192);
    expect(theme.transitions.getAutoHeightDuration(1_000_000)).toBe(3000);
  });
});

describe('autoHeightDuration', () => {
  it('is 0 for a height of 0', () => {
    expect(autoHeightDuration(0)).toBe(0);
  });

  it('follows MUI\'s formula for ordinary heights', () => {
    expect(autoHeightDuration(36)).toBe(192);
    expect(autoHeightDuration(100)).toBe(239);
  });

  it('grows with height', () => {
    const heights = [10, 36, 100, 300, 1000, 5000, 20000];
    const durations = heights.map(autoHeightDuration);
    for (let i = 1; i < durations.length; i += 1) expect(durations[i]).toBeGreaterThan(durations[i - 1]);
    expect(durations[durations.length - 1]).toBeLessThan(3000);
  });

  it('is capped at 3000 ms for a huge height', () => {
    expect(autoHeightDuration(1_000_000)).toBe(3000);
    expect(autoHeightDuration(Number.MAX_SAFE_INTEGER)).toBe(3000);
    for (const h of [60_000, 100_000, 500_000]) expect(autoHeightDuration(h)).toBeLessThanOrEqual(3000);
  });
});

describe('style layer order (spec §9)', () => {
  const declaration = '@layer theme, docsearch, mui, utilities;';

  it('is theme, docsearch, mui, utilities', () => {
    expect(STYLE_LAYER_ORDER).toEqual(['theme', 'docsearch', 'mui', 'utilities']);
    expect(`@layer ${STYLE_LAYER_ORDER.join(', ')};`).toBe(declaration);
  });

  it.each(['../../../index.html', '../../../.storybook/preview-head.html'])('%s declares the layer order', (file) => {
    const html = readFileSync(fileURLToPath(new URL(file, import.meta.url)), 'utf8');
    expect(html).toContain(declaration);
    // Declared once, so no later statement reorders the layers.
    expect(html.match(/@layer\s+[^;{]+;/g)).toEqual([declaration]);
  });
});
