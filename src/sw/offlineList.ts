/**
 * The list of what "Available offline" saves (written by the build, site/build/offlineList.ts):
 * every written page and every file its pages and search can ask for, each with a revision (a
 * hash of its bytes) and its size. The list is precached with the worker, so a worker only ever
 * saves its own build's files.
 */

/** Where the build writes the list. */
export const OFFLINE_LIST_URL = '/offline-list.json';

export interface OfflineEntry {
  /** A same-site path: "/material-ui/react-button", "/assets/app-1a2b.js", "/pagefind/pagefind.js". */
  url: string;
  /** Hex SHA-256 of the bytes the server sends (the first REVISION_LENGTH characters). */
  revision: string;
  /** Bytes. */
  size: number;
}

export interface OfflineList {
  pages: OfflineEntry[];
  files: OfflineEntry[];
}

export const REVISION_LENGTH = 32;

const isEntry = (value: unknown): value is OfflineEntry => {
  if (typeof value !== 'object' || value === null) return false;
  const { url, revision, size } = value as Record<string, unknown>;
  return (
    typeof url === 'string' &&
    url.startsWith('/') &&
    !url.startsWith('//') &&
    typeof revision === 'string' &&
    new RegExp(`^[0-9a-f]{${REVISION_LENGTH}}$`).test(revision) &&
    typeof size === 'number' &&
    Number.isSafeInteger(size) &&
    size >= 0
  );
};

/** Reads the list the build wrote; anything else is an error that names what is wrong. */
export function parseOfflineList(data: unknown): OfflineList {
  if (typeof data !== 'object' || data === null) throw new Error('The offline list is not an object.');
  const { pages, files } = data as Record<string, unknown>;
  for (const [name, entries] of [['pages', pages], ['files', files]] as const) {
    if (!Array.isArray(entries)) throw new Error(`The offline list has no "${name}" array.`);
    const bad = entries.find((entry) => !isEntry(entry));
    if (bad !== undefined) throw new Error(`The offline list has an invalid entry in "${name}": ${JSON.stringify(bad)?.slice(0, 200)}`);
  }
  return { pages: pages as OfflineEntry[], files: files as OfflineEntry[] };
}

/** Every entry, pages first: a reader offline needs the pages more than anything else. */
export const allEntries = (list: OfflineList): OfflineEntry[] => [...list.pages, ...list.files];

export const totalBytes = (entries: readonly OfflineEntry[]): number => entries.reduce((sum, entry) => sum + entry.size, 0);

/**
 * The resume decision: which entries still have to be downloaded. An entry is already saved when
 * the worker's precache holds it (installed with the worker) or the offline cache holds it with the
 * same revision; anything else (missing, or saved from another revision) is fetched again.
 */
export function entriesToFetch(
  entries: readonly OfflineEntry[],
  saved: { precached(url: string): boolean; revisionOf(url: string): string | undefined },
): OfflineEntry[] {
  return entries.filter((entry) => !saved.precached(entry.url) && saved.revisionOf(entry.url) !== entry.revision);
}
