import { createTheme, getContrastRatio } from '@mui/material/styles';
import { THEME_DEFAULTS } from '../spec/theme';
import { muiErrorText } from './muiErrorText';
import { paintable } from './checkColor';

/** What the reader gave for a palette colour: a colour string, or a colour object typed as JSON. */
export type ColorValue = string | Record<string, unknown>;
export type SlotName = 'primary' | 'secondary';

/** The four values MUI's augmentColor fills in. */
export interface DerivedColor {
  main: string;
  light: string;
  dark: string;
  contrastText: string;
}

/**
 * Why a value gave no palette: MUI threw (its own text, `error`), or MUI raised nothing but derived
 * colours a browser cannot paint (`unpaintable`: the values it returned).
 */
export type ColorProblem = { kind: 'error'; text: string } | { kind: 'unpaintable'; derived: DerivedColor };

export type Derivation =
  | { ok: true; color: DerivedColor; contrastRatio: number; logs: string[] }
  | { ok: false; problem: ColorProblem; logs: string[] };

// The spec's constants (src/spec/theme.ts), which are also MUI's defaults.
const baseTheme = createTheme({ palette: { contrastThreshold: THEME_DEFAULTS.contrastThreshold, tonalOffset: THEME_DEFAULTS.tonalOffset } });

/** Text that starts with `{` and parses as a JSON object is a colour object; anything else is a colour string. */
export function parseColorValue(text: string): ColorValue {
  if (!text.trimStart().startsWith('{')) return text;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Not JSON: MUI gets the text as a colour string and says what it thinks of it.
  }
  return text;
}

/** Runs `fn` with console.error and console.warn captured: MUI reports some problems there, not by throwing. */
function capturingLogs<T>(fn: () => T): { result: T; logs: string[] } {
  const logs: string[] = [];
  const { error, warn } = console;
  const capture = (...args: unknown[]) => {
    logs.push(args.map(String).join(' '));
  };
  console.error = capture;
  console.warn = capture;
  try {
    return { result: fn(), logs };
  } finally {
    console.error = error;
    console.warn = warn;
  }
}

/** The palette colour MUI derives from `value` with the theme's own palette.augmentColor, or why it could not. */
export function deriveColor(value: ColorValue, name: SlotName): Derivation {
  const color = typeof value === 'string' ? { main: value } : { ...value };
  const { result, logs } = capturingLogs((): Derivation | { thrown: unknown } => {
    try {
      const augmented = baseTheme.palette.augmentColor({ color: color as { main: string }, name });
      const derived: DerivedColor = {
        main: String(augmented.main),
        light: String(augmented.light),
        dark: String(augmented.dark),
        contrastText: String(augmented.contrastText),
      };
      if (![derived.main, derived.light, derived.dark, derived.contrastText].every(paintable)) {
        return { ok: false, problem: { kind: 'unpaintable', derived }, logs: [] };
      }
      return { ok: true, color: derived, contrastRatio: getContrastRatio(derived.main, derived.contrastText), logs: [] };
    } catch (thrown) {
      return { thrown };
    }
  });
  if ('thrown' in result) {
    const message = result.thrown instanceof Error ? result.thrown.message : String(result.thrown);
    return { ok: false, problem: { kind: 'error', text: muiErrorText(message) }, logs };
  }
  return { ...result, logs };
}
