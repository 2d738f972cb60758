import { chunkOf, moduleName, THEME_SUFFIX, ICON_THEMES, type IconEntry, type IconTheme } from './iconIndex';

/** One icon found, in the theme asked for. */
export interface IconMatch {
  icon: IconEntry;
  theme: IconTheme;
  /** Module name, e.g. `AlarmOnOutlined`. */
  module: string;
  /** The chunk that holds its markup. */
  chunk: number;
}

const THEME_WORDS = ICON_THEMES.map((t) => THEME_SUFFIX[t].toLowerCase()).filter(Boolean);

/** Drops what people paste along with a name: a trailing `Icon` and a theme suffix (`AlarmOnOutlinedIcon` → `alarmon`). */
function trimTerm(term: string): string {
  let t = term;
  if (t.length > 4 && t.endsWith('icon')) t = t.slice(0, -4);
  const theme = THEME_WORDS.find((w) => t.length > w.length && t.endsWith(w));
  return theme ? t.slice(0, -theme.length) : t;
}

/**
 * The terms of a query: lower case, split at spaces, dashes, underscores and dots, so that
 * `alarm on`, `alarm_on` (the font's ligature name) and `AlarmOn` all work.
 */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[\s_\-./]+/)
    .map(trimTerm)
    .filter(Boolean);
}

/** How well an icon matches (lower is better), or undefined when it doesn't. */
function rank(icon: IconEntry, terms: string[]): number | undefined {
  const name = icon.name.toLowerCase();
  const words = icon.words.split(' ');
  let wordHits = 0;
  for (const term of terms) {
    const inName = name.includes(term);
    const wordStart = words.some((w) => w.startsWith(term));
    if (!inName && !wordStart) return undefined;
    if (words.includes(term)) wordHits += 1;
  }
  const joined = terms.join('');
  if (name === joined) return 0;
  if (name.startsWith(terms[0]!)) return 1;
  return wordHits === terms.length ? 2 : 3;
}

/**
 * The icons that ship in `theme` and match every term of `query` (in the name, or at the start
 * of one of its words), best first: the exact name, names that start with the query, whole-word
 * matches, then the rest; alphabetical within each group. An empty query lists every icon of the theme.
 */
export function searchIcons(icons: readonly IconEntry[], query: string, theme: IconTheme): IconMatch[] {
  const terms = queryTerms(query);
  const ranked: { match: IconMatch; rank: number }[] = [];
  for (const icon of icons) {
    const chunk = chunkOf(icon, theme);
    if (chunk === undefined) continue;
    const r = terms.length ? rank(icon, terms) : 0;
    if (r === undefined) continue;
    ranked.push({ match: { icon, theme, module: moduleName(icon.name, theme), chunk }, rank: r });
  }
  ranked.sort((a, b) => a.rank - b.rank || (a.match.icon.name < b.match.icon.name ? -1 : a.match.icon.name > b.match.icon.name ? 1 : 0));
  return ranked.map((r) => r.match);
}

/** The chunks needed to draw these matches, each once, in order of first use. */
export function chunksFor(matches: readonly IconMatch[]): number[] {
  return [...new Set(matches.map((m) => m.chunk))];
}
