import { extendTheme } from '@mui/joy/styles';
import { paintable } from '../color/checkColor';

export type JoyColorScheme = 'light' | 'dark';

/** One entry of the theme: an object (or array) with entries of its own, or a value shown as text. */
export type ThemeNode =
  | { kind: 'branch'; id: number; key: string; path: string; summary: string; children: ThemeNode[] }
  | { kind: 'leaf'; id: number; key: string; path: string; text: string; color: string | null };

/**
 * What `extendTheme()` of the installed @mui/joy returns, as a page reads it in one colour scheme: the
 * scheme's own values (`palette`, `shadowRing`, `shadowChannel`, `shadowOpacity`) replace the top-level
 * ones, as Joy's CssVarsProvider does when that scheme is active; `colorSchemes` keeps both schemes.
 */
export function joyThemeIn(scheme: JoyColorScheme): Record<string, unknown> {
  const theme = extendTheme() as unknown as Record<string, unknown> & { colorSchemes: Record<JoyColorScheme, Record<string, unknown>> };
  return { ...theme, ...theme.colorSchemes[scheme] };
}

/** The colour a value paints: itself, or the last fallback of a `var(--…, #hex)` reference. */
export function colorOf(text: string): string | null {
  if (paintable(text)) return text;
  const fallback = /,\s*(#[0-9a-fA-F]{3,8}|(?:rgb|hsl)a?\([^()]*\))\s*\)+$/.exec(text)?.[1];
  return fallback && paintable(fallback) ? fallback : null;
}

function leafText(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  // Only that it is a function: the production bundles rename Joy's functions (`spacing` becomes `n`).
  if (typeof value === 'function') return 'function';
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}

/** The theme as a tree, keys in the order Joy sets them; each node gets an id unique in the tree. */
export function themeTree(value: Record<string, unknown>): ThemeNode[] {
  let next = 0;
  const seen = new Set<object>();
  const build = (key: string, entry: unknown, parent: string): ThemeNode => {
    const path = parent ? `${parent}.${key}` : key;
    const id = next++;
    if (entry && typeof entry === 'object' && !seen.has(entry)) {
      seen.add(entry);
      const children = Object.entries(entry).map(([k, v]) => build(k, v, path));
      seen.delete(entry);
      const summary = Array.isArray(entry) ? `array, ${children.length} items` : `${children.length} ${children.length === 1 ? 'key' : 'keys'}`;
      return { kind: 'branch', id, key, path, summary, children };
    }
    const text = entry && typeof entry === 'object' ? '[circular]' : leafText(entry);
    return { kind: 'leaf', id, key, path, text, color: typeof entry === 'string' ? colorOf(entry) : null };
  };
  return Object.entries(value).map(([k, v]) => build(k, v, ''));
}

/**
 * The entries whose path or value contains `query` (case-insensitive), with the branches that lead to
 * them; a branch whose own path matches keeps all of its entries. An empty query keeps everything.
 */
export function filterTree(nodes: ThemeNode[], query: string): ThemeNode[] {
  const q = query.trim().toLowerCase();
  if (!q) return nodes;
  const keep = (node: ThemeNode): ThemeNode | null => {
    if (node.path.toLowerCase().includes(q)) return node;
    if (node.kind === 'leaf') return node.text.toLowerCase().includes(q) ? node : null;
    const children = node.children.map(keep).filter((child): child is ThemeNode => child !== null);
    return children.length ? { ...node, children } : null;
  };
  return nodes.map(keep).filter((node): node is ThemeNode => node !== null);
}

/** How many values (leaves) a tree holds. */
export const leafCount = (nodes: ThemeNode[]): number => nodes.reduce((n, node) => n + (node.kind === 'leaf' ? 1 : leafCount(node.children)), 0);
