/**
 * Skips regenerating API docs when nothing they depend on changed: the installed packages
 * (node_modules/.package-lock.json), the generator's own sources, the components asked for and the
 * demo pages. Building the ts.Program is most of the cost of a run, so a hit saves seconds per build.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Not `*.json`: the site globs every JSON file of the output folder as an API page. One per package,
 * since a product's folder holds the pages of several packages (Material UI and the lab).
 */
const keyFile = (packageName: string) => `.cache-key.${packageName.replace(/[^a-z0-9]+/gi, '-').replace(/^-/, '')}`;
const GENERATOR_DIR = path.dirname(fileURLToPath(import.meta.url));

async function installedPackages(projectRoot: string, packageName: string): Promise<string> {
  const lock = path.join(projectRoot, 'node_modules/.package-lock.json');
  if (existsSync(lock)) return readFile(lock, 'utf8');
  const manifest = path.join(projectRoot, 'node_modules', ...packageName.split('/'), 'package.json');
  return existsSync(manifest) ? readFile(manifest, 'utf8') : '';
}

async function generatorSources(): Promise<string[]> {
  const files = (await readdir(GENERATOR_DIR)).filter((file) => file.endsWith('.ts')).sort();
  return Promise.all(files.map((file) => readFile(path.join(GENERATOR_DIR, file), 'utf8')));
}

/** Hash of everything a run's output depends on; `inputs` are the run's own parameters. */
export async function cacheKey(projectRoot: string, packageName: string, inputs: unknown): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await installedPackages(projectRoot, packageName));
  for (const source of await generatorSources()) hash.update(source);
  hash.update(JSON.stringify(inputs));
  return hash.digest('hex');
}

/** True when the last run of `packageName` in `outDir` had the same key and all of `files` are still there. */
export async function isUpToDate(outDir: string, packageName: string, key: string, files: string[]): Promise<boolean> {
  const file = path.join(outDir, keyFile(packageName));
  if (!existsSync(file) || (await readFile(file, 'utf8')).trim() !== key) return false;
  return files.every((name) => existsSync(path.join(outDir, name)));
}

export async function saveCacheKey(outDir: string, packageName: string, key: string): Promise<void> {
  await writeFile(path.join(outDir, keyFile(packageName)), `${key}\n`);
}
