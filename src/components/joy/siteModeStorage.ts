import { COLOR_MODES, type ColorMode } from '../../theme/settings';

/** The `storageManager` Joy's CssVarsProvider reads (@mui/system 6's StorageManager). */
export type JoyStorageManager = (options: { key: string; storageWindow?: Window | null }) => {
  get(defaultValue: unknown): unknown;
  set(value: unknown): void;
  subscribe(handler: (value: unknown) => void): () => void;
};

/** Joy's key for its mode (its light/dark colour-scheme keys are `joy-color-scheme-light|dark`). */
export const JOY_MODE_KEY = 'joy-mode';

const isColorMode = (value: unknown): value is ColorMode => (COLOR_MODES as readonly unknown[]).includes(value);

/**
 * Joy's "storage" for its mode is the site's setting: it reads the reader's mode and hands a mode
 * Joy sets (a demo calling `useColorScheme().setMode`) to the site, never to localStorage. Joy's
 * colour-scheme names stay its defaults (`light`, `dark`). Changes of the site's setting reach Joy
 * through its provider (JoyProvider), so nothing here subscribes.
 */
export function siteModeStorage(current: ColorMode, change: (mode: ColorMode) => void): JoyStorageManager {
  return ({ key }) => ({
    get: (defaultValue: unknown) => (key === JOY_MODE_KEY ? current : defaultValue),
    set: (value: unknown) => {
      if (key === JOY_MODE_KEY && isColorMode(value) && value !== current) change(value);
    },
    subscribe: () => () => undefined,
  });
}
