import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { blue } from '@mui/material/colors';
import { deriveColor, parseColorValue } from '../../../src/color/deriveColor';

const unsupported = (color: string) =>
  `MUI: Unsupported \`${color}\` color.\nThe following formats are supported: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().`;

describe('deriveColor: the palette colour MUI derives', () => {
  it('gives what createTheme gives for the same main colour', () => {
    const derived = deriveColor(blue[500], 'primary');
    const { main, light, dark, contrastText } = createTheme({ palette: { primary: { main: blue[500] } } }).palette.primary;
    expect(derived).toMatchObject({ ok: true, color: { main, light, dark, contrastText } });
    expect(derived.ok && derived.contrastRatio).toBeCloseTo(3.13, 2);
  });

  it('derives main from the 500 shade of a colour object, and takes rgb(), hsl() and color() strings', () => {
    expect(deriveColor({ 500: '#2196f3' }, 'primary')).toMatchObject({ ok: true, color: { main: '#2196f3' } });
    expect(deriveColor('hsl(200, 50%, 40%)', 'primary')).toMatchObject({ ok: true, color: { light: 'hsl(200, 50%, 52%)' } });
    expect(deriveColor('color(display-p3 0.1 0.5 0.9)', 'secondary')).toMatchObject({ ok: true, color: { contrastText: '#fff' } });
  });

  it('keeps light and dark given in an object', () => {
    expect(deriveColor({ main: '#00796b', light: '#48a999', dark: '#004c40' }, 'secondary')).toMatchObject({
      ok: true,
      color: { main: '#00796b', light: '#48a999', dark: '#004c40' },
    });
  });
});

describe('deriveColor with hostile values: MUI’s own text, never a throw', () => {
  it('empty', () => {
    expect(deriveColor('', 'primary')).toEqual({ ok: false, problem: { kind: 'error', text: unsupported('') }, logs: [] });
  });

  it('a 10 kB string: MUI quotes it whole', () => {
    const long = 'a'.repeat(10 * 1024);
    expect(deriveColor(long, 'primary')).toEqual({ ok: false, problem: { kind: 'error', text: unsupported(long) }, logs: [] });
  });

  it('an object without main or 500', () => {
    expect(deriveColor({ light: '#fff' }, 'secondary')).toMatchObject({
      ok: false,
      problem: {
        kind: 'error',
        text: 'MUI: The color (secondary) provided to augmentColor(color) is invalid.\nThe color object needs to have a `main` property or a `500` property.',
      },
    });
  });

  it('an object whose main is not a string', () => {
    const derived = deriveColor({ main: 12 }, 'primary');
    expect(derived.ok).toBe(false);
    expect(!derived.ok && derived.problem.kind === 'error' && derived.problem.text).toMatch(/^MUI: The color \(primary\) provided to augmentColor\(color\) is invalid\.\n`color\.main` should be a string, but `12` was provided instead\./);
  });

  it('an unsupported colour space', () => {
    expect(deriveColor('color(lab 1 2 3)', 'primary')).toMatchObject({ ok: false, problem: { kind: 'error', text: expect.stringMatching(/^MUI: unsupported `lab` color space\./) } });
  });

  // MUI 7.2.0 throws nothing for these three: it returns colours with NaN channels, shown as such.
  it.each([
    ['#12', 'rgb(64, 78, NaN)'],
    ['rgb(300,0)', 'rgb(291, 51, NaN)'],
    ['hsl(x)', 'hsl(NaN, undefined%, NaN%)'],
  ])('%s: MUI raises nothing but derives %s, which is not paintable', (value, light) => {
    expect(deriveColor(value, 'primary')).toMatchObject({ ok: false, problem: { kind: 'unpaintable', derived: { main: value, light } } });
  });

  it('captures what MUI logs instead of throwing (a hex colour with a trailing space)', () => {
    const derived = deriveColor('#fff ', 'primary');
    expect(derived.logs).toContain('MUI: The color: "fff " is invalid. Make sure the color input doesn\'t contain leading/trailing space.');
  });
});

describe('parseColorValue', () => {
  it('reads a JSON object as a colour object and anything else as a colour string', () => {
    expect(parseColorValue('{"main": "#fff"}')).toEqual({ main: '#fff' });
    expect(parseColorValue('{main: #fff}')).toBe('{main: #fff}');
    expect(parseColorValue('[1]')).toBe('[1]');
    expect(parseColorValue('#fff')).toBe('#fff');
  });
});
