import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { groupModules, iconWords, ICON_THEMES, type IconChunk, type IconIndex } from '../../src/icons/iconIndex';

/**
 * The index of the Material Icons browser (/material-ui/material-icons), built from the installed
 * @mui/icons-material so the browser never has to import ~10 700 icon modules:
 *
 * - `site/generated/icons/index.json`: every icon's name, search words and, per theme, the chunk
 *   that holds its markup (small: the browser loads it on first use);
 * - `site/generated/icons/chunk-<n>.json`: the SVG inner markup of ~300 icon modules each, one
 *   theme after the other, so a page of results of one theme needs one or two chunks.
 *
 * Each CommonJS module is `(0, _createSvgIcon.default)(<jsx tree>, 'Name')`. It is evaluated with a
 * stub `require` whose `createSvgIcon` and `jsx`/`jsxs` only record the element tree, which is then
 * written out as SVG markup. The output is reused while the package version and this code are unchanged.
 */

const PACKAGE = '@mui/icons-material';
export const CHUNK_SIZE = 300;

/** An element as the stub `jsx` records it. */
interface RecordedElement {
  type: string;
  props: Record<string, unknown>;
}

const isElement = (value: unknown): value is RecordedElement =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as RecordedElement).type === 'string';

/** `React.Fragment` in a recorded tree: only its children are written out. */
const FRAGMENT = '#fragment';

const record = (type: unknown, props: Record<string, unknown>): RecordedElement => {
  if (typeof type !== 'string') throw new Error('Icons may only use SVG elements');
  return { type, props };
};

/** The modules an icon file requires, and nothing else. */
function stubRequire(specifier: string): unknown {
  switch (specifier) {
    case '@babel/runtime/helpers/interopRequireDefault':
      return { default: (m: { __esModule?: boolean }) => (m?.__esModule ? m : { default: m }) };
    case '@babel/runtime/helpers/interopRequireWildcard':
      return { default: (m: unknown) => m };
    case 'react':
      // A few modules wrap their paths in a React.Fragment.
      return { Fragment: FRAGMENT };
    case './utils/createSvgIcon':
      return { __esModule: true, default: (tree: unknown, name: string) => ({ tree, name }) };
    case 'react/jsx-runtime':
      return { jsx: record, jsxs: record, Fragment: FRAGMENT };
    default:
      throw new Error(`Unexpected require("${specifier}")`);
  }
}

/** Evaluates one icon module with the stub `require`: its element tree and display name. */
export function evaluateIconModule(source: string): { tree: unknown; name: string } {
  const module = { exports: {} as { default?: { tree: unknown; name: string } } };
  new Function('require', 'exports', 'module', source)(stubRequire, module.exports, module);
  const result = module.exports.default;
  if (!result || typeof result.name !== 'string') throw new Error('Not a createSvgIcon module');
  return result;
}

/** SVG attributes that keep their camelCase; every other camelCase prop becomes kebab-case (fillRule → fill-rule). */
const CAMEL_ATTRIBUTES = new Set(['viewBox', 'gradientUnits', 'gradientTransform', 'patternUnits', 'patternTransform', 'preserveAspectRatio', 'clipPathUnits', 'maskUnits', 'pathLength']);

function attributeName(prop: string): string {
  if (prop === 'className') return 'class';
  // SVG 2 `href` works in every browser this site supports and needs no namespace in HTML.
  if (prop === 'xlinkHref') return 'href';
  if (CAMEL_ATTRIBUTES.has(prop)) return prop;
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function collectIds(node: unknown, ids: Set<string>) {
  if (Array.isArray(node)) node.forEach((child) => collectIds(child, ids));
  else if (isElement(node)) {
    if (typeof node.props.id === 'string') ids.add(node.props.id);
    collectIds(node.props.children, ids);
  }
}

type RenameIds = (prop: string, value: string) => string;

function serialise(node: unknown, renameIds: RenameIds): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeText(String(node));
  if (Array.isArray(node)) return node.map((child) => serialise(child, renameIds)).join('');
  if (!isElement(node)) throw new Error('Unexpected node in an icon tree');
  const { children, ...props } = node.props;
  if (node.type === FRAGMENT) return serialise(children, renameIds);
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== null && value !== undefined && value !== false)
    .map(([prop, value]) => ` ${attributeName(prop)}="${escapeAttribute(renameIds(prop, String(value)))}"`)
    .join('');
  const inner = serialise(children, renameIds);
  return inner ? `<${node.type}${attributes}>${inner}</${node.type}>` : `<${node.type}${attributes}/>`;
}

/**
 * The SVG inner markup of one icon module. Ids inside the icon (one TwoTone icon has
 * `<defs>`/`<use>`) get the module name as prefix, so two icons on a page never share an id.
 */
export function iconMarkup(source: string, module: string): string {
  const { tree } = evaluateIconModule(source);
  const ids = new Set<string>();
  collectIds(tree, ids);
  const renameIds: RenameIds = (prop, value) => {
    if (!ids.size) return value;
    if (prop === 'id') return `${module}-${value}`;
    let out = value;
    for (const id of ids) {
      if (out === `#${id}`) return `#${module}-${id}`;
      out = out.split(`url(#${id})`).join(`url(#${module}-${id})`);
    }
    return out;
  };
  return serialise(tree, renameIds);
}

export interface IconBuildResult {
  icons: number;
  modules: number;
  chunks: number;
  /** Total size of index.json and every chunk. */
  bytes: number;
  indexBytes: number;
  ms: number;
  /** True when the previous output was still valid. */
  cached: boolean;
}

/** Builds (or reuses) `site/generated/icons/`. */
export async function buildIconIndex(root: string): Promise<IconBuildResult> {
  const started = performance.now();
  const packageDir = path.join(root, 'node_modules', PACKAGE);
  const outDir = path.join(root, 'site/generated/icons');
  const { version } = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const stamp = createHash('sha256')
    .update(version)
    .update(readFileSync(new URL(import.meta.url)))
    .update(readFileSync(path.join(root, 'src/icons/iconIndex.ts')))
    .digest('hex');
  const stampFile = path.join(outDir, 'stamp.json');

  const previous = await readFile(stampFile, 'utf8')
    .then((json) => JSON.parse(json) as { stamp: string; result: IconBuildResult })
    .catch(() => undefined);
  if (previous?.stamp === stamp) {
    const files = await readdir(outDir).catch(() => [] as string[]);
    if (files.includes('index.json') && files.filter((f) => f.startsWith('chunk-')).length === previous.result.chunks) {
      return { ...previous.result, ms: performance.now() - started, cached: true };
    }
  }

  const moduleNames = (await readdir(packageDir)).filter((f) => /^[A-Z][A-Za-z0-9]*\.js$/.test(f)).map((f) => f.slice(0, -3));
  const grouped = groupModules(moduleNames);

  // One theme after the other, alphabetical inside a theme: a page of results of one theme sits in few chunks.
  const chunks: IconChunk[] = [];
  const chunkOfVariant = new Map<string, number>();
  for (const theme of ICON_THEMES) {
    for (const [name, themes] of grouped) {
      const module = themes[theme];
      if (!module) continue;
      if (!chunks.length || Object.keys(chunks[chunks.length - 1]!).length >= CHUNK_SIZE) chunks.push({});
      const source = readFileSync(path.join(packageDir, `${module}.js`), 'utf8');
      try {
        chunks[chunks.length - 1]![module] = iconMarkup(source, module);
      } catch (error) {
        throw new Error(`${PACKAGE}/${module}.js: ${(error as Error).message}`);
      }
      chunkOfVariant.set(`${name}\u0000${theme}`, chunks.length - 1);
    }
  }

  const index: IconIndex = {
    version,
    chunkCount: chunks.length,
    icons: [...grouped.keys()].map((name) => ({
      name,
      words: iconWords(name).join(' '),
      chunks: ICON_THEMES.map((theme) => chunkOfVariant.get(`${name}\u0000${theme}`) ?? null),
    })),
  };

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const indexJson = JSON.stringify(index);
  const chunkJson = chunks.map((chunk) => JSON.stringify(chunk));
  await Promise.all([
    writeFile(path.join(outDir, 'index.json'), indexJson),
    ...chunkJson.map((json, n) => writeFile(path.join(outDir, `chunk-${n}.json`), json)),
  ]);

  const result: IconBuildResult = {
    icons: index.icons.length,
    modules: moduleNames.length,
    chunks: chunks.length,
    bytes: Buffer.byteLength(indexJson) + chunkJson.reduce((sum, json) => sum + Buffer.byteLength(json), 0),
    indexBytes: Buffer.byteLength(indexJson),
    ms: performance.now() - started,
    cached: false,
  };
  await writeFile(stampFile, JSON.stringify({ stamp, result }));
  console.log(
    `icons: ${result.icons} icons (${result.modules} modules) in ${result.chunks} chunks, ${(result.bytes / 1024 / 1024).toFixed(1)} MB (index ${Math.round(result.indexBytes / 1024)} kB) in ${(result.ms / 1000).toFixed(1)} s`,
  );
  return result;
}
