import { THEME_DEFAULTS } from '../spec/theme';
import { invalidColorSchemeError, unknownActionError } from '../spec/errors';

/** Spec §4: colour mode; "system" follows the OS preference. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];
export type Direction = 'ltr' | 'rtl';
export type CodeVariant = 'TS' | 'JS';

/** Spec §3 theme settings plus the code variant of §4. */
export interface Settings {
  mode: ColorMode;
  direction: Direction;
  dense: boolean;
  codeVariant: CodeVariant;
}

export const DEFAULT_SETTINGS: Settings = {
  mode: THEME_DEFAULTS.defaultMode,
  direction: 'ltr',
  dense: false,
  codeVariant: 'TS',
};

export type SettingsAction =
  | { type: 'SET_MODE'; mode: ColorMode }
  | { type: 'SET_DIRECTION'; direction: Direction }
  | { type: 'SET_DENSE'; dense: boolean }
  | { type: 'SET_CODE_VARIANT'; codeVariant: CodeVariant }
  | { type: 'RESTORE'; settings: Settings }
  | { type: 'RESET' };

/** Throws on anything that is not a colour-scheme option (spec §8). */
export function assertColorMode(value: unknown): asserts value is ColorMode {
  if (!(COLOR_MODES as readonly unknown[]).includes(value)) throw new Error(invalidColorSchemeError(value));
}

/** Pure settings reducer; throws on an unrecognised action type (spec §8). */
export function settingsReducer(state: Settings, action: SettingsAction): Settings {
  switch (action.type) {
    case 'SET_MODE':
      assertColorMode(action.mode);
      return { ...state, mode: action.mode };
    case 'SET_DIRECTION':
      return { ...state, direction: action.direction === 'rtl' ? 'rtl' : 'ltr' };
    case 'SET_DENSE':
      return { ...state, dense: action.dense === true };
    case 'SET_CODE_VARIANT':
      return { ...state, codeVariant: action.codeVariant === 'JS' ? 'JS' : 'TS' };
    case 'RESTORE':
      assertColorMode(action.settings.mode);
      return { ...action.settings };
    case 'RESET':
      return DEFAULT_SETTINGS;
    default:
      throw new Error(unknownActionError(String((action as { type?: unknown }).type)));
  }
}

/** Resolves "system" against the OS preference. */
export const resolvedMode = (mode: ColorMode, osPrefersDark: boolean): 'light' | 'dark' =>
  mode === 'system' ? (osPrefersDark ? 'dark' : 'light') : mode;
