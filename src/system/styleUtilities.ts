/**
 * The style utilities of the installed @mui/system, read from the package at run time: which keys each
 * style function handles (its `filterProps`), the CSS properties a key sets and the theme key it reads.
 * Nothing here is typed by hand: the CSS properties are what `styleFunctionSx` returns for the key, and a
 * theme key is the sx config's `themeKey`, or found by running the key against a theme whose spacing or
 * breakpoints differ from the default (padding, gap and maxWidth read those without a `themeKey`).
 */
import * as system from '@mui/system';
import { createTheme, type Theme } from '@mui/material/styles';
import unitless from '@emotion/unitless';

/** The style functions the Style utilities pages document, each with its page. */
export const STYLE_UTILITIES = ['borders', 'display', 'flexbox', 'grid', 'palette', 'positions', 'shadows', 'sizing', 'spacing', 'typography'] as const;
export type StyleUtility = (typeof STYLE_UTILITIES)[number];

export interface StyleUtilityRow {
  /** The key, as written in `sx` or as a system prop: "mx". */
  prop: string;
  /** CSS properties it sets (camelCase, as Emotion takes them): ["marginLeft", "marginRight"]; "@media print" rules as "display (@media print)". */
  css: string[];
  /** Theme path it reads values from: "spacing", "palette", "shape.borderRadius"; undefined when values go to CSS as written. */
  themeKey?: string;
  /** One value through the theme (Material UI's default theme), when the key reads the theme or transforms values. */
  example?: { value: string | number; css: string };
}

interface SxConfigEntry {
  themeKey?: string;
  cssProperty?: string | false;
  transform?: (value: unknown) => unknown;
  style?: unknown;
}

type StyleFunctionSx = (props: { sx: Record<string, unknown>; theme: Theme }) => Record<string, unknown>;

const sxConfig = system.unstable_defaultSxConfig as unknown as Record<string, SxConfigEntry>;
const styleFunctionSx = system.unstable_styleFunctionSx as unknown as StyleFunctionSx;

const defaultTheme = createTheme();
/** Themes that differ from the default in one place: a key whose CSS changes with one reads that place. */
const probes: [string, Theme][] = [
  ['spacing', createTheme({ spacing: 3 })],
  ['breakpoints.values', createTheme({ breakpoints: { values: { xs: 0, sm: 111, md: 222, lg: 333, xl: 444 } } })],
];
/** Values that go through each kind of theme lookup. */
const probeValues: (string | number)[] = [2, 'sm', 'body1', 'primary.main'];

const run = (prop: string, value: unknown, theme: Theme = defaultTheme) => styleFunctionSx({ sx: { [prop]: value }, theme });

/** `{ marginLeft: 8, '@media print': { display: 'none' } }` -> ["marginLeft", "display (@media print)"]. */
function cssKeys(style: Record<string, unknown>): string[] {
  return Object.entries(style).flatMap(([key, value]) =>
    value && typeof value === 'object' ? Object.keys(value).map((inner) => `${inner} (${key})`) : [key],
  );
}

/** The CSS Emotion writes for a style object: kebab-case names, `px` on numbers of properties that take a length. */
function cssText(style: Record<string, unknown>): string {
  return Object.entries(style)
    .map(([key, value]) => {
      if (value && typeof value === 'object') return `${key} { ${cssText(value as Record<string, unknown>)} }`;
      const shown = typeof value === 'number' && value !== 0 && !(unitless as Record<string, number>)[key] ? `${value}px` : String(value);
      return `${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${shown}`;
    })
    .join('; ');
}

/** The same style object with every value replaced: what the CSS would be without theme or transform. */
function withLeaves(style: Record<string, unknown>, value: unknown): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(style).map(([key, inner]) => [key, inner && typeof inner === 'object' ? withLeaves(inner as Record<string, unknown>, value) : value]),
  );
}

function themeKeyOf(prop: string): string | undefined {
  const configured = sxConfig[prop]?.themeKey;
  if (configured) return configured;
  const changed = probes.find(([, theme]) => probeValues.some((value) => JSON.stringify(run(prop, value, theme)) !== JSON.stringify(run(prop, value))));
  return changed?.[0];
}

/** The value that shows a key's theme lookup or transform, by what the key reads. */
const EXAMPLE_VALUES: Record<string, string | number> = {
  spacing: 2,
  palette: 'primary.main',
  borders: 1,
  'shape.borderRadius': 2,
  shadows: 3,
  zIndex: 'appBar',
  'breakpoints.values': 'sm',
  typography: 'body2',
};

function exampleOf(prop: string, themeKey: string | undefined): StyleUtilityRow['example'] {
  const transform = sxConfig[prop]?.transform;
  // Sizing keys read no theme but turn fractions into percentages.
  const value = themeKey ? EXAMPLE_VALUES[themeKey] : transform ? 0.5 : undefined;
  if (value === undefined) return undefined;
  // A typography key other than `typography` itself reads one font setting of the theme, by its name.
  const sample = themeKey === 'typography' && prop !== 'typography' ? (prop === 'fontWeight' ? 'fontWeightBold' : prop) : value;
  const style = run(prop, sample);
  const css = cssText(style);
  // Only where the theme or a transform changed the value: otherwise the CSS is the value as written.
  const asWritten = cssText(withLeaves(style, sample));
  return css && css !== asWritten ? { value: sample, css } : undefined;
}

/** The keys a style function handles, in the package's order. */
export function utilityProps(utility: StyleUtility): string[] {
  return [...(system[utility] as unknown as { filterProps: string[] }).filterProps];
}

function rowOf(prop: string): StyleUtilityRow {
  let css = cssKeys(run(prop, 1));
  // `typography` takes a variant name: a number sets nothing.
  if (!css.length) css = cssKeys(run(prop, 'body1'));
  const themeKey = themeKeyOf(prop);
  return { prop, css, themeKey, example: exampleOf(prop, themeKey) };
}

/** One row per key the utility handles. */
export function styleUtilityRows(utility: StyleUtility): StyleUtilityRow[] {
  return utilityProps(utility).map(rowOf);
}

/** Every key `sx` knows (the sx config of the installed package), with the utility that handles it. */
export function allSystemProperties(): (StyleUtilityRow & { utility?: StyleUtility })[] {
  const owner = new Map(STYLE_UTILITIES.flatMap((utility) => utilityProps(utility).map((prop) => [prop, utility] as const)));
  return Object.keys(sxConfig).map((prop) => ({ ...rowOf(prop), utility: owner.get(prop) }));
}
