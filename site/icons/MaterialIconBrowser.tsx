import { IconBrowser } from '../../src/components/icons/IconBrowser';
import type { IconChunk, IconIndex } from '../../src/icons/iconIndex';

/**
 * The icon browser of /material-ui/material-icons over the files site/build/icons.ts writes.
 * Both globs are lazy: Vite turns the index and every chunk into an asset of its own, loaded
 * only when the browser asks for it (the index after mount, a chunk when its icons are shown).
 */
const indexFiles = import.meta.glob<IconIndex>('../generated/icons/index.json', { import: 'default' });
const chunkFiles = import.meta.glob<IconChunk>('../generated/icons/chunk-*.json', { import: 'default' });

const chunkLoaders = new Map<number, () => Promise<IconChunk>>();
for (const [file, load] of Object.entries(chunkFiles)) {
  const n = /chunk-(\d+)\.json$/.exec(file)?.[1];
  if (n !== undefined) chunkLoaders.set(Number(n), load);
}

function loadIndex(): Promise<IconIndex> {
  const load = Object.values(indexFiles)[0];
  return load ? load() : Promise.reject(new Error('The icon index has not been built: run the site build (site/build/icons.ts).'));
}

function loadChunk(chunk: number): Promise<IconChunk> {
  const load = chunkLoaders.get(chunk);
  return load ? load() : Promise.reject(new Error(`Icon chunk ${chunk} is missing.`));
}

/** Every icon of @mui/icons-material, searchable, without loading them all. */
export default function MaterialIconBrowser() {
  return <IconBrowser loadIndex={loadIndex} loadChunk={loadChunk} />;
}
