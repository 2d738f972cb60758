import { checkColor } from '../color/checkColor';
import { JOY_PALETTES, joyDefaultTokens, tokensFromSeed, type JoyPaletteName, type PaletteTokens } from './seedPalette';

/** One palette of the builder: the field's text, the palette applied (always valid) and why the text is not applied. */
export interface PaletteState {
  text: string;
  /** The seed of the tokens applied; null while the palette is Joy's own default. */
  seed: string | null;
  tokens: PaletteTokens;
  /** MUI's message (or ours) about the text; the tokens above are the last valid ones. */
  problem: string | null;
}

export type ThemeBuilderState = Record<JoyPaletteName, PaletteState>;

export type ThemeBuilderAction = { type: 'edit'; palette: JoyPaletteName; text: string } | { type: 'reset'; palette: JoyPaletteName };

/** Joy's default palettes, each field holding the palette's 500. */
export function initialThemeBuilderState(): ThemeBuilderState {
  const defaults = joyDefaultTokens();
  const entry = (name: JoyPaletteName): PaletteState => ({ text: defaults[name]['500'], seed: null, tokens: defaults[name], problem: null });
  return Object.fromEntries(JOY_PALETTES.map((name) => [name, entry(name)])) as ThemeBuilderState;
}

/** Every edit applies at once when MUI reads it as a colour; otherwise the palette keeps its last valid tokens. */
export function themeBuilderReducer(state: ThemeBuilderState, action: ThemeBuilderAction): ThemeBuilderState {
  if (action.type === 'reset') return { ...state, [action.palette]: initialThemeBuilderState()[action.palette] };
  const current = state[action.palette];
  const checked = checkColor(action.text);
  const next: PaletteState = checked.ok
    ? { text: action.text, seed: checked.color, tokens: tokensFromSeed(checked.color), problem: null }
    : { ...current, text: action.text, problem: checked.message };
  return { ...state, [action.palette]: next };
}

/** The palettes the reader changed, with their tokens (what the theme code and the preview override). */
export function editedPalettes(state: ThemeBuilderState): Partial<Record<JoyPaletteName, PaletteTokens>> {
  return Object.fromEntries(JOY_PALETTES.filter((name) => state[name].seed !== null).map((name) => [name, state[name].tokens]));
}
