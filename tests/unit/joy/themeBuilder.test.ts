import { describe, expect, it } from 'vitest';
import { decomposeColor, getLuminance } from '@mui/material/styles';
import { extendTheme } from '@mui/joy/styles';
import { checkColor } from '../../../src/color/checkColor';
import { TOKENS, joyDefaultTokens, tokensFromSeed } from '../../../src/joy/seedPalette';
import { editedPalettes, initialThemeBuilderState, themeBuilderReducer } from '../../../src/joy/themeBuilderState';
import { themeBuilderCode } from '../../../src/joy/themeBuilderCode';

describe('checkColor', () => {
  it("gives MUI's own message for what decomposeColor refuses, and ours for unpaintable channels", () => {
    expect(checkColor('teal')).toEqual({ ok: false, message: 'MUI: Unsupported `teal` color.\nThe following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().' });
    expect(checkColor('#12')).toMatchObject({ ok: false, message: expect.stringContaining('not a colour a browser can paint') });
    expect(checkColor('')).toMatchObject({ ok: false });
    expect(checkColor(' #7b1fa2 ')).toEqual({ ok: true, color: '#7b1fa2' });
    expect(checkColor('color(display-p3 0.1 0.4 0.8)')).toMatchObject({ ok: true });
  });
});

describe('tokensFromSeed', () => {
  it('keeps the seed as 500 and orders the ten tokens from light to dark', () => {
    for (const seed of ['#0B6BCB', 'hsl(280, 60%, 40%)', 'rgb(31, 122, 31)']) {
      const tokens = tokensFromSeed(seed);
      expect(tokens['500']).toBe(seed);
      const luminances = TOKENS.map((t) => getLuminance(tokens[t]));
      expect([...luminances].sort((a, b) => b - a)).toEqual(luminances);
      for (const t of TOKENS) expect(decomposeColor(tokens[t]).values.every(Number.isFinite)).toBe(true);
    }
  });

  it("starts from the installed Joy defaults", () => {
    expect(joyDefaultTokens().primary).toEqual(Object.fromEntries(TOKENS.map((t) => [t, extendTheme().colorSchemes.light.palette.primary[t]])));
  });
});

describe('the builder state', () => {
  it('applies a valid seed, keeps the last valid tokens on an invalid one, and resets', () => {
    const edited = themeBuilderReducer(initialThemeBuilderState(), { type: 'edit', palette: 'danger', text: '#b71c1c' });
    expect(edited.danger).toMatchObject({ seed: '#b71c1c', problem: null });
    const refused = themeBuilderReducer(edited, { type: 'edit', palette: 'danger', text: 'crimson' });
    expect(refused.danger.text).toBe('crimson');
    expect(refused.danger.tokens).toBe(edited.danger.tokens);
    expect(refused.danger.problem).toContain('Unsupported `crimson` color');
    expect(Object.keys(editedPalettes(refused))).toEqual(['danger']);
    const reset = themeBuilderReducer(refused, { type: 'reset', palette: 'danger' });
    expect(reset.danger).toEqual(initialThemeBuilderState().danger);
  });

  it('writes extendTheme code with every edited token for both schemes', () => {
    expect(themeBuilderCode({})).toContain('const theme = extendTheme();');
    const code = themeBuilderCode({ success: tokensFromSeed('#2e7d32') });
    expect(code).toContain("  500: '#2e7d32',");
    expect(code.match(/^ {2}\d+: '/gm)).toHaveLength(10);
    expect(code).toContain('    light: { palette: { success } },\n    dark: { palette: { success } },');
  });
});
