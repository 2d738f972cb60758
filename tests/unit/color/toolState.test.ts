import { describe, expect, it } from 'vitest';
import { colorToolReducer, initialColorToolState, type ColorToolState } from '../../../src/color/toolState';
import { themeCode } from '../../../src/color/themeCode';

const typed = (state: ColorToolState, text: string, slot: 'primary' | 'secondary' = 'primary') =>
  colorToolReducer(colorToolReducer(state, { type: 'edit', slot, text }), { type: 'apply', slot });

describe('the colour tool state', () => {
  it("starts from MUI's default theme colours", () => {
    const state = initialColorToolState();
    expect(state.primary.color).toEqual({ main: '#1976d2', light: 'rgb(71, 145, 219)', dark: 'rgb(17, 82, 147)', contrastText: '#fff' });
    expect(state.secondary.color.main).toBe('#9c27b0');
  });

  it('picking a swatch applies it and writes its hex in the field', () => {
    const state = colorToolReducer(initialColorToolState(), { type: 'pick', slot: 'secondary', hue: 'teal', shade: 'A700' });
    expect(state.secondary).toMatchObject({ text: '#00bfa5', color: { main: '#00bfa5' }, source: { kind: 'pick', hue: 'teal', shade: 'A700' }, problem: null });
  });

  it('typing does nothing until applied', () => {
    const state = colorToolReducer(initialColorToolState(), { type: 'edit', slot: 'primary', text: '#ff5722' });
    expect(state.primary.color.main).toBe('#1976d2');
    expect(typed(state, '#ff5722').primary.color.main).toBe('#ff5722');
  });

  it.each(['', '#12', 'rgb(300,0)', 'hsl(x)', 'x'.repeat(10 * 1024), '{"light": "#fff"}', '{"dark": "#000", "contrastText": "#fff"}'])(
    'a hostile value (%#) keeps the previous valid palette and reports the problem',
    (text) => {
      const valid = typed(initialColorToolState(), 'hsl(160, 60%, 35%)');
      const state = typed(valid, text);
      expect(state.primary.color).toEqual(valid.primary.color);
      expect(state.primary.source).toEqual(valid.primary.source);
      expect(state.primary.problem).not.toBeNull();
      expect(state.primary.text).toBe(text);
      expect(state.secondary).toBe(valid.secondary);
      // A valid value afterwards clears the problem.
      expect(typed(state, '#333').primary).toMatchObject({ problem: null, color: { main: '#333' } });
    },
  );
});

describe('themeCode', () => {
  it('imports the picked hues and writes typed values as literals', () => {
    let state = colorToolReducer(initialColorToolState(), { type: 'pick', slot: 'primary', hue: 'deepPurple', shade: 'A200' });
    state = typed(state, '{"main": "#00796b", "500": "it\'s"}', 'secondary');
    expect(themeCode({ primary: state.primary.source, secondary: state.secondary.source })).toBe(
      [
        "import { createTheme } from '@mui/material/styles';",
        "import { deepPurple } from '@mui/material/colors';",
        '',
        'const theme = createTheme({',
        '  palette: {',
        '    primary: { main: deepPurple.A200 },',
        "    secondary: { 500: 'it\\'s', main: '#00796b' },",
        '  },',
        '});',
        '',
        'export default theme;',
        '',
      ].join('\n'),
    );
  });
});
