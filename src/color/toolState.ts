import { deriveColor, parseColorValue, type ColorProblem, type DerivedColor, type SlotName } from './deriveColor';
import { shadeColor, type Hue, type Shade } from './materialColors';
import type { ColorSource } from './themeCode';

/** One palette colour of the tool: what is shown (always a valid palette) and the last input's problem, if any. */
export interface SlotState {
  /** The text field's content. */
  text: string;
  /** The source of the palette shown: the last input MUI accepted. */
  source: ColorSource;
  color: DerivedColor;
  contrastRatio: number;
  /** Why the last input was not used; the palette above is the previous valid one. */
  problem: ColorProblem | null;
  /** What MUI logged (console.error / console.warn) while deriving the last input. */
  logs: string[];
}

export type ColorToolState = Record<SlotName, SlotState>;

export type ColorToolAction =
  | { type: 'pick'; slot: SlotName; hue: Hue; shade: Shade }
  | { type: 'edit'; slot: SlotName; text: string }
  | { type: 'apply'; slot: SlotName };

/** Derives `source` into `slot`, keeping the previous palette when MUI rejects it. */
function applySource(slot: SlotState, source: ColorSource, name: SlotName): SlotState {
  const value = source.kind === 'pick' ? shadeColor(source.hue, source.shade) : source.value;
  const derived = deriveColor(value, name);
  if (!derived.ok) return { ...slot, problem: derived.problem, logs: derived.logs };
  return { ...slot, source, color: derived.color, contrastRatio: derived.contrastRatio, problem: null, logs: derived.logs };
}

function initialSlot(name: SlotName, hue: Hue, shade: Shade): SlotState {
  const text = shadeColor(hue, shade);
  const derived = deriveColor(text, name);
  if (!derived.ok) throw new Error(`The tool's default ${name} colour ${text} has no palette.`);
  return { text, source: { kind: 'pick', hue, shade }, color: derived.color, contrastRatio: derived.contrastRatio, problem: null, logs: [] };
}

/** MUI's default theme colours: primary blue 700 (#1976d2) and secondary purple 500 (#9c27b0). */
export const initialColorToolState = (): ColorToolState => ({
  primary: initialSlot('primary', 'blue', '700'),
  secondary: initialSlot('secondary', 'purple', '500'),
});

/** Picking a swatch applies at once; typed text applies when the reader applies it (not on every keystroke). */
export function colorToolReducer(state: ColorToolState, action: ColorToolAction): ColorToolState {
  const slot = state[action.slot];
  switch (action.type) {
    case 'pick': {
      const next = applySource(slot, { kind: 'pick', hue: action.hue, shade: action.shade }, action.slot);
      return { ...state, [action.slot]: { ...next, text: shadeColor(action.hue, action.shade) } };
    }
    case 'edit':
      return { ...state, [action.slot]: { ...slot, text: action.text } };
    case 'apply':
      return { ...state, [action.slot]: applySource(slot, { kind: 'text', value: parseColorValue(slot.text) }, action.slot) };
  }
}
