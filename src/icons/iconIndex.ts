/**
 * The shape of the icon index that the build writes from @mui/icons-material (site/build/icons.ts)
 * and the icon browser reads, plus the pure helpers both sides share: how a module name maps to
 * an icon and a theme, the words an icon is found by, and the import line a reader copies.
 */

/** The five themes of Material Icons, in the order the browser offers them. */
export const ICON_THEMES = ['Filled', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'] as const;
export type IconTheme = (typeof ICON_THEMES)[number];

/** How a theme shows in the module name: `AlarmOn`, `AlarmOnOutlined`, … */
export const THEME_SUFFIX: Record<IconTheme, string> = {
  Filled: '',
  Outlined: 'Outlined',
  Rounded: 'Rounded',
  TwoTone: 'TwoTone',
  Sharp: 'Sharp',
};

/** Human label of a theme ("Two tone" reads better than "TwoTone"). */
export const THEME_LABEL: Record<IconTheme, string> = {
  Filled: 'Filled',
  Outlined: 'Outlined',
  Rounded: 'Rounded',
  TwoTone: 'Two tone',
  Sharp: 'Sharp',
};

/** One icon with every theme it ships in. */
export interface IconEntry {
  /** The icon's name without a theme suffix, e.g. `AlarmOn`. */
  name: string;
  /** Lower-case words the icon is found by, separated by spaces, e.g. `alarm on`. */
  words: string;
  /** Per theme (in ICON_THEMES order): the chunk holding its SVG markup, or null when the theme is missing. */
  chunks: (number | null)[];
}

/** `site/generated/icons/index.json`. */
export interface IconIndex {
  /** Version of @mui/icons-material the index was built from. */
  version: string;
  chunkCount: number;
  /** Sorted by name. */
  icons: IconEntry[];
}

/** `site/generated/icons/chunk-<n>.json`: module name → SVG inner markup (24 × 24 viewBox). */
export type IconChunk = Record<string, string>;

/** The module (and file) name of one theme of an icon: `AlarmOn` + Outlined → `AlarmOnOutlined`. */
export const moduleName = (name: string, theme: IconTheme): string => `${name}${THEME_SUFFIX[theme]}`;

/** What a reader pastes: `import AlarmOnOutlinedIcon from '@mui/icons-material/AlarmOnOutlined';`. */
export function importLine(name: string, theme: IconTheme): string {
  const module = moduleName(name, theme);
  return `import ${module}Icon from '@mui/icons-material/${module}';`;
}

/** The chunk of one theme of an icon, or undefined when the icon doesn't ship in that theme. */
export function chunkOf(icon: IconEntry, theme: IconTheme): number | undefined {
  return icon.chunks[ICON_THEMES.indexOf(theme)] ?? undefined;
}

/** The themes an icon ships in. */
export const themesOf = (icon: IconEntry): IconTheme[] => ICON_THEMES.filter((_, i) => icon.chunks[i] != null);

const SUFFIXED_THEMES = ICON_THEMES.filter((t) => t !== 'Filled');

/**
 * Groups module names into icons and themes. `AlarmOnOutlined` is the Outlined theme of `AlarmOn`.
 * A few names end with a theme word but are icons of their own, with themes of their own
 * (`InsertChartOutlined` has `InsertChartOutlinedSharp`): those are Filled icons too. A few icons
 * have no Filled module at all (`FaceUnlockOutlined`, `WifiCalling1TwoTone`): they are grouped
 * under their stem without a Filled theme.
 */
export function groupModules(moduleNames: Iterable<string>): Map<string, Partial<Record<IconTheme, string>>> {
  const names = new Set(moduleNames);
  const icons = new Map<string, Partial<Record<IconTheme, string>>>();
  const add = (name: string, theme: IconTheme, module: string) => {
    const themes = icons.get(name) ?? {};
    themes[theme] = module;
    icons.set(name, themes);
  };
  for (const module of names) {
    const hasOwnThemes = SUFFIXED_THEMES.some((t) => names.has(moduleName(module, t)));
    const theme = SUFFIXED_THEMES.find((t) => module.endsWith(THEME_SUFFIX[t]) && module.length > THEME_SUFFIX[t].length);
    if (theme && !hasOwnThemes) {
      add(module.slice(0, -THEME_SUFFIX[theme].length), theme, module);
      continue;
    }
    add(module, 'Filled', module);
    if (theme) {
      const stem = module.slice(0, -THEME_SUFFIX[theme].length);
      if (names.has(stem)) add(stem, theme, module);
    }
  }
  return new Map([...icons].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, sixty: 60,
};

/** `AccessAlarm` → ["access", "alarm"]; `Filter9Plus` → ["filter", "9", "plus"]; `ThreeDRotation` → ["three", "d", "rotation"]. */
export function splitName(name: string): string[] {
  return (name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? []).map((w) => w.toLowerCase());
}

/**
 * The words an icon is found by: the parts of its name, plus the digits of a spelled-out number
 * at its start, because modules can't start with a digit (`ThreeSixty` is "360",
 * `TwentyFourMp` is "24mp", `ThreeDRotation` is "3d").
 */
export function iconWords(name: string): string[] {
  const parts = splitName(name);
  const words = [...parts];
  let digits = '';
  let previous: number | undefined;
  let i = 0;
  for (; i < parts.length; i += 1) {
    const value = NUMBER_WORDS[parts[i]!];
    if (value === undefined) break;
    // "twenty" + "four" is 24; "three" + "sixty" is 360.
    digits = previous !== undefined && previous >= 20 && previous % 10 === 0 && value < 10 ? String(previous + value) : `${digits}${value}`;
    previous = value;
  }
  if (digits) {
    words.push(digits);
    if (i < parts.length) words.push(`${digits}${parts[i]}`);
  }
  return [...new Set(words)];
}
