/**
 * Writes the API docs of a product: `<outDir>/<kebab-name>.json` (one ApiDoc each) and
 * `<outDir>/index.json` ([{ name, pathname }]).
 *
 *   npx tsx site/build/api/generate.ts --all
 *   npx tsx site/build/api/generate.ts Button TextField
 *   npx tsx site/build/api/generate.ts --product joy-ui --out /tmp/joy --all
 *   npx tsx site/build/api/generate.ts --package @mui/lab Masonry TabList
 *
 * A run whose inputs did not change since the last one in the same folder writes nothing (`--force`
 * regenerates anyway).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheKey, isUpToDate, saveCacheKey } from './cache';
import { findDemoUsage, type DemoUsage } from './findDemoUsage';
import { generateApiDoc } from './generateApiDoc';
import { listComponents } from './listComponents';
import { API_PACKAGES, isApiProduct, kebabCase, productOfPackage, productPackages, PROJECT_ROOT, type ApiProduct } from './products';
import { getApiProgram } from './program';
import { loadComponentModule } from './runtime';

export interface GenerateApiOptions {
  product: ApiProduct;
  /** One of the product's packages (productPackages); the product's own package by default. */
  packageName?: string;
  /** Components to write; all the package exports when omitted. */
  names?: readonly string[];
  /** Defaults to site/generated/api/<product>. */
  outDir?: string;
  projectRoot?: string;
  /** Component -> demo pages; by default read from site/content and stories/demos. */
  demos?: DemoUsage;
  /** Regenerate even when the inputs match the previous run's. */
  force?: boolean;
}

export interface GenerateApiResult {
  product: ApiProduct;
  outDir: string;
  names: string[];
  /** Bytes written (component files + index.json). */
  bytes: number;
  /** Total wall time, and the part spent building the shared ts.Program (0 when cached). */
  ms: number;
  programMs: number;
  /** Nothing changed since the previous run: the files were left as they were. */
  cached: boolean;
}

interface IndexEntry {
  name: string;
  pathname: string;
}

async function readIndex(file: string): Promise<IndexEntry[]> {
  if (!existsSync(file)) return [];
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return Array.isArray(parsed)
      ? parsed.filter((e): e is IndexEntry => typeof e?.name === 'string' && typeof e?.pathname === 'string')
      : [];
  } catch {
    return [];
  }
}

export async function generateApi(options: GenerateApiOptions): Promise<GenerateApiResult> {
  const start = performance.now();
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const packageName = options.packageName ?? API_PACKAGES[options.product];
  if (!productPackages(options.product).includes(packageName)) {
    throw new Error(`${packageName} is not documented under ${options.product}.`);
  }
  const outDir = options.outDir ?? path.join(projectRoot, 'site/generated/api', options.product);

  const known = listComponents(packageName, projectRoot);
  const names = options.names ? [...options.names] : known;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new Error(`${packageName} has no component named ${unknown.join(', ')}.`);

  const demos =
    options.demos ??
    (await findDemoUsage(path.join(projectRoot, 'site/content'), path.join(projectRoot, 'stories/demos'), {
      packageName,
    }));
  const files = [...names.map((name) => `${kebabCase(name)}.json`), 'index.json'];
  const key = await cacheKey(projectRoot, packageName, { product: options.product, packageName, names, demos });
  if (!options.force && (await isUpToDate(outDir, packageName, key, files))) {
    const sizes = await Promise.all(files.map(async (file) => (await stat(path.join(outDir, file))).size));
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    return { product: options.product, outDir, names, bytes, ms: performance.now() - start, programMs: 0, cached: true };
  }

  const program = getApiProgram(packageName, projectRoot);
  // Runtime modules load in parallel; the checker work below is synchronous anyway.
  await Promise.all(
    names.map((name) => loadComponentModule(packageName, program.components.get(name)?.entry.dir ?? name, projectRoot)),
  );

  await mkdir(outDir, { recursive: true });
  let bytes = 0;
  const written: IndexEntry[] = [];
  for (const name of names) {
    const doc = await generateApiDoc(name, packageName, { demos, program, projectRoot });
    const json = `${JSON.stringify(doc)}\n`;
    await writeFile(path.join(outDir, `${kebabCase(name)}.json`), json);
    bytes += Buffer.byteLength(json);
    written.push({ name: doc.name, pathname: doc.pathname });
  }

  // A partial run (or another package's run into the same folder) keeps the entries an earlier run wrote.
  const indexFile = path.join(outDir, 'index.json');
  const replaced = options.names ? names : known;
  const previous = (await readIndex(indexFile)).filter((entry) => !replaced.includes(entry.name));
  const index = [...previous, ...written].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const indexJson = `${JSON.stringify(index, null, 1)}\n`;
  await writeFile(indexFile, indexJson);
  bytes += Buffer.byteLength(indexJson);
  await saveCacheKey(outDir, packageName, key);

  const ms = performance.now() - start;
  return { product: options.product, outDir, names, bytes, ms, programMs: program.setupMs, cached: false };
}

function parseArgs(argv: string[]): GenerateApiOptions {
  let product: ApiProduct | undefined;
  let packageName: string | undefined;
  let outDir: string | undefined;
  let all = false;
  let force = false;
  const names: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--all') all = true;
    else if (arg === '--force') force = true;
    else if (arg === '--product' || arg === '--out' || arg === '--package') {
      const value = argv[(i += 1)];
      if (!value) throw new Error(`${arg} needs a value.`);
      if (arg === '--out') outDir = path.resolve(value);
      else if (arg === '--package') packageName = value;
      else if (isApiProduct(value)) product = value;
      else throw new Error(`Unknown product "${value}" (${Object.keys(API_PACKAGES).join(', ')}).`);
    } else if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}.`);
    else names.push(arg);
  }
  if (!all && names.length === 0) throw new Error('Pass --all or component names, e.g. Button TextField.');
  const resolved = product ?? (packageName ? productOfPackage(packageName) : 'material-ui');
  return { product: resolved, packageName, outDir, force, names: all ? undefined : names };
}

async function main(): Promise<void> {
  const result = await generateApi(parseArgs(process.argv.slice(2)));
  const kb = (result.bytes / 1024).toFixed(1);
  const timing = result.cached
    ? 'up to date, nothing written'
    : `ts.Program ${(result.programMs / 1000).toFixed(1)} s`;
  console.log(
    `API docs: ${result.names.length} ${result.product} components -> ${path.relative(process.cwd(), result.outDir) || '.'} ` +
      `(${kb} KiB) in ${(result.ms / 1000).toFixed(1)} s (${timing})`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
