import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OFFLINE_LIST_URL, REVISION_LENGTH, totalBytes, type OfflineEntry, type OfflineList } from '../../src/sw/offlineList';
import { pageRoutesOf } from './buildInfo';
import { UNUSED_PAGEFIND_BUNDLES } from './searchIndex';

/** The folders whose files pages and search load: scripts, styles, fonts, images and the search index. */
const FILE_FOLDERS = ['assets', 'static', 'icons', 'pagefind'];

const unused = (file: string) => UNUSED_PAGEFIND_BUNDLES.some((name) => file.startsWith(`pagefind/${name}.`));

async function filesUnder(outDir: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(outDir, folder), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

async function entryOf(outDir: string, url: string, file: string): Promise<OfflineEntry> {
  const bytes = await readFile(path.join(outDir, file));
  return { url, revision: createHash('sha256').update(bytes).digest('hex').slice(0, REVISION_LENGTH), size: bytes.length };
}

/**
 * Writes what "Available offline" saves (src/sw/offlineList.ts): every pre-rendered page and every
 * file under the folders pages load from, with the hash and size of each. Runs after the search
 * index and before the PWA step, which precaches the list with the worker.
 */
export async function writeOfflineList(outDir: string): Promise<{ pages: number; files: number; bytes: number }> {
  const pages = await Promise.all((await pageRoutesOf(outDir)).map((route) => entryOf(outDir, route, path.join(route, 'index.html'))));
  const fileNames = (await Promise.all(FILE_FOLDERS.map((folder) => filesUnder(outDir, folder)))).flat().filter((file) => !unused(file)).sort();
  const files = await Promise.all(fileNames.map((file) => entryOf(outDir, `/${file}`, file)));
  const list: OfflineList = { pages, files };
  await writeFile(path.join(outDir, OFFLINE_LIST_URL.slice(1)), JSON.stringify(list));
  return { pages: pages.length, files: files.length, bytes: totalBytes([...pages, ...files]) };
}
