import { decomposeColor } from '@mui/material/styles';
import { muiErrorText } from './muiErrorText';

/** A colour a browser can paint: MUI can decompose it into at least three finite channels. */
export function paintable(color: string): boolean {
  try {
    const { values } = decomposeColor(color);
    return values.length >= 3 && values.every((v) => Number.isFinite(v));
  } catch {
    return false;
  }
}

/** A typed colour string as MUI's colour functions read it: usable, or why not (MUI's own text when it threw). */
export type ColorCheck = { ok: true; color: string } | { ok: false; message: string };

/**
 * Checks a colour string with MUI's `decomposeColor` (the parser behind its colour functions). MUI's
 * error (expanded when minified) is the message; a value MUI parses into channels a browser cannot
 * paint (`#zzzzzz`, `rgb(1, 2)`) is refused with a sentence of ours, since MUI says nothing about it.
 */
export function checkColor(text: string): ColorCheck {
  const color = text.trim();
  try {
    decomposeColor(color);
  } catch (thrown) {
    return { ok: false, message: muiErrorText(thrown instanceof Error ? thrown.message : String(thrown)) };
  }
  if (!paintable(color)) {
    return { ok: false, message: `MUI reads \`${color}\` without an error, but its channels are not a colour a browser can paint.` };
  }
  return { ok: true, color };
}
