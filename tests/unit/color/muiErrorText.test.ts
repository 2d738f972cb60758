import { describe, expect, it } from 'vitest';
import formatMuiErrorMessage from '@mui/utils/formatMuiErrorMessage';
import { createTheme, decomposeColor } from '@mui/material/styles';
import { muiErrorText } from '../../../src/color/muiErrorText';

/** The message MUI throws in development (the tests run MUI's development build). */
const thrown = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('did not throw');
};

describe('muiErrorText: a minified production error back to the text MUI throws in development', () => {
  const palette = createTheme().palette;
  it.each([
    [9, ['#xyz z'], () => decomposeColor('xyz z')],
    [10, ['lab'], () => decomposeColor('color(lab 1 2 3)')],
    [11, [' (primary)', '500'], () => palette.augmentColor({ color: {} as { main: string }, name: 'primary' })],
    [12, [' (secondary)', '12'], () => palette.augmentColor({ color: { main: 12 } as unknown as { main: string }, name: 'secondary' })],
  ])('code %i', (code, args, fn) => {
    const development = thrown(fn);
    const expectedArgs = code === 9 ? ['xyz z'] : args;
    expect(muiErrorText(formatMuiErrorMessage(code, ...expectedArgs))).toBe(development);
  });

  it('leaves other messages and unknown codes as they are', () => {
    expect(muiErrorText('MUI: something else')).toBe('MUI: something else');
    const other = formatMuiErrorMessage(1, 'x');
    expect(muiErrorText(other)).toBe(other);
  });
});
