/**
 * Where a declaration comes from, relative to the component being documented. This is what
 * separates a component's own props from the ones it inherits (from another MUI component, from
 * react-transition-group, or from the DOM through @types/react).
 */
import path from 'node:path';
import type ts from 'typescript';
import type { ApiProgram } from './program';

export type DeclarationSource =
  /** In the component's own folder (or a same-named folder of another @mui package, e.g. system Box). */
  | { kind: 'own' }
  /** In the folder of another component of the same package, e.g. ButtonBase for Button. */
  | { kind: 'component'; component: string }
  /** Package helpers shared by every component (className, style, ref, the generic `classes`). */
  | { kind: 'common' }
  /** Other helpers of the package (slot helpers, SwitchBase, transitions): part of the component's API. */
  | { kind: 'shared' }
  /** Outside the package; `component` is set when it is a documented third-party component. */
  | { kind: 'external'; component?: string; pathname?: string };

/** Folders (first path segment inside the package) whose declarations are "common" props. */
const COMMON_FOLDERS = new Set(['OverridableComponent', 'styles', 'internal/index.d.ts']);

/** Third-party components whose props MUI components forward. */
const EXTERNAL_COMPONENTS: { test: RegExp; component: string; pathname: string }[] = [
  {
    test: /\/react-transition-group\/Transition\.d\.ts$/,
    component: 'Transition',
    pathname: 'https://reactcommunity.org/react-transition-group/transition/#Transition-props',
  },
];

/**
 * Path inside the package without the `esm/`, `node/` or `modern/` build folder. A package's own
 * `node_modules` (Joy's nested @mui/system 6) holds other packages, not the package itself.
 */
function insidePackage(root: string, fileName: string): string[] | undefined {
  const relative = path.relative(root, fileName);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const segments = relative.split(path.sep);
  if (segments.includes('node_modules')) return undefined;
  if (['esm', 'node', 'modern'].includes(segments[0]) && segments.length > 1) segments.shift();
  return segments;
}

const folders = new WeakMap<ApiProgram, Map<string, string>>();

/** Component folder -> component name, e.g. "ButtonBase" -> "ButtonBase". */
function componentFolders(api: ApiProgram): Map<string, string> {
  let map = folders.get(api);
  if (!map) {
    map = new Map([...api.components].map(([name, symbols]) => [symbols.entry.dir, name]));
    folders.set(api, map);
  }
  return map;
}

export function classifyDeclaration(api: ApiProgram, componentName: string, declaration: ts.Node): DeclarationSource {
  const fileName = path.normalize(declaration.getSourceFile().fileName);
  const own = api.components.get(componentName)?.entry.dir ?? componentName;
  const segments = insidePackage(api.root, fileName);
  if (!segments) {
    const external = EXTERNAL_COMPONENTS.find((candidate) => candidate.test.test(fileName));
    if (external) return { kind: 'external', component: external.component, pathname: external.pathname };
    // A same-named folder of a sibling @mui package (Material's Box re-exports @mui/system's BoxTypeMap),
    // also one nested in the package's own node_modules (Joy's Box and @mui/joy/node_modules/@mui/system).
    const inMui = /[\\/]node_modules[\\/]@mui[\\/][^\\/]+[\\/](?:(?:esm|node|modern)[\\/])?((?!node_modules[\\/])[^\\/]+)[\\/]/.exec(fileName);
    return inMui?.[1] === own ? { kind: 'own' } : { kind: 'external' };
  }
  const [first] = segments;
  if (first === own) return { kind: 'own' };
  if (COMMON_FOLDERS.has(first) || COMMON_FOLDERS.has(segments.join('/'))) return { kind: 'common' };
  const other = componentFolders(api).get(first);
  return other ? { kind: 'component', component: other } : { kind: 'shared' };
}

/** Sources of every declaration of `symbol`. */
export function sourcesOf(api: ApiProgram, componentName: string, symbol: ts.Symbol): DeclarationSource[] {
  return (symbol.declarations ?? []).map((declaration) => classifyDeclaration(api, componentName, declaration));
}
