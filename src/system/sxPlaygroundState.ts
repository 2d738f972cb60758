import { checkSx, type SxCheckTheme } from './checkSx';
import { parseSxLiteral, type SxLiteral } from './sxLiteral';
import { sxToCss } from './sxCss';

/** An sx text the playground could apply: the value, its CSS and what to know about it. */
export interface SxApplied {
  text: string;
  sx: SxLiteral;
  css: string;
  notes: string[];
}

/** Why a text was not applied; `line`/`column` for syntax errors. */
export interface SxRefused {
  messages: string[];
  line?: number;
  column?: number;
}

export type SxEvaluation = ({ ok: true } & SxApplied) | ({ ok: false } & SxRefused);

/** Reads, checks and turns an sx text into CSS with `theme`; never throws. */
export function evaluateSx(text: string, theme: SxCheckTheme): SxEvaluation {
  const parsed = parseSxLiteral(text);
  if (!parsed.ok) {
    const { line, column, message } = parsed.error;
    return { ok: false, messages: [`Line ${line}, column ${column}: ${message}`], line, column };
  }
  const { errors, notes } = checkSx(parsed.value, theme);
  if (errors.length > 0) return { ok: false, messages: errors };
  try {
    const css = sxToCss(parsed.value, theme);
    return { ok: true, text, sx: parsed.value, css, notes: css ? notes : [...notes, 'This sx gives no CSS.'] };
  } catch (thrown) {
    // MUI's or Emotion's own words when a value passes the checks but cannot be turned into CSS.
    return { ok: false, messages: [`MUI could not turn this sx into CSS: ${thrown instanceof Error ? thrown.message : String(thrown)}`] };
  }
}

/** The playground: the text being edited, what it gave, and the last sx that was applied. */
export interface SxPlaygroundState {
  text: string;
  current: SxEvaluation;
  applied: SxApplied;
}

/** The starting state from a text that must be valid (a preset): a broken preset is a bug, so it throws. */
export function initialSxPlayground(text: string, theme: SxCheckTheme): SxPlaygroundState {
  const current = evaluateSx(text, theme);
  if (!current.ok) throw new Error(`The sx playground's starting text is not valid: ${current.messages.join(' ')}`);
  return { text, current, applied: current };
}

/** A new text: applied when valid, otherwise the last valid sx stays and the reasons are shown. */
export function editSx(state: SxPlaygroundState, text: string, theme: SxCheckTheme): SxPlaygroundState {
  const current = evaluateSx(text, theme);
  return { text, current, applied: current.ok ? current : state.applied };
}
