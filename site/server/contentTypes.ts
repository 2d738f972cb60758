import path from 'node:path';

/** Content type and whether it is worth compressing, per file extension the site (or Storybook) ships. */
const TYPES: Record<string, { type: string; compress: boolean }> = {
  '.html': { type: 'text/html; charset=utf-8', compress: true },
  '.js': { type: 'text/javascript; charset=utf-8', compress: true },
  '.mjs': { type: 'text/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.map': { type: 'application/json; charset=utf-8', compress: true },
  '.webmanifest': { type: 'application/manifest+json; charset=utf-8', compress: true },
  '.txt': { type: 'text/plain; charset=utf-8', compress: true },
  '.md': { type: 'text/markdown; charset=utf-8', compress: true },
  '.xml': { type: 'application/xml; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.ico': { type: 'image/x-icon', compress: true },
  '.ttf': { type: 'font/ttf', compress: true },
  '.otf': { type: 'font/otf', compress: true },
  '.wasm': { type: 'application/wasm', compress: true },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.jpeg': { type: 'image/jpeg', compress: false },
  '.gif': { type: 'image/gif', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.avif': { type: 'image/avif', compress: false },
  '.woff2': { type: 'font/woff2', compress: false },
  '.woff': { type: 'font/woff', compress: false },
  '.pdf': { type: 'application/pdf', compress: false },
};

/**
 * Anything else: bytes, never compressed. Pagefind's index files (.pagefind, .pf_*) are gzip
 * inside (it inflates them itself): compressing or labelling them with an encoding would break search.
 */
export const BINARY = 'application/octet-stream';

/** Bodies smaller than this are sent as they are: compression would save next to nothing. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli's quality and gzip's level, for both servers (app.ts, static.ts). Brotli 6, not
 * @fastify/compress's default 4: from quality 5 on brotli models its context, and the pages shrink by a
 * tenth for a fifth more time (the Table page, 496 KB: 46.7 KB in 2.7 ms at 4, 41.0 KB in 3.3 ms at 6;
 * a third of the site's files, 51 MB: 15.7 % of their size in 0.34 s, 14.2 % in 0.52 s). Enough that
 * the Table page fits the first two round trips of a new connection (about 43 KB with a window of 10
 * packets; 47.7 KB at quality 4 took a third, its FCP 971 ms against the 900 ms budget). Quality 9 took
 * 60 times as long as 4 for 13.0 % against 14.7 % (100 pages: 9.7 s against 0.16 s); the
 * service-worker specs' static server spent 44 s compressing what a first install fetches.
 */
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 6;

/** Every content type a site file is sent with (tests compare them with @fastify/compress's own choices). */
export const CONTENT_TYPES: readonly string[] = [...new Set([...Object.values(TYPES).map((t) => t.type), BINARY])];

const COMPRESSIBLE = new Set(Object.values(TYPES).flatMap((t) => (t.compress ? [t.type] : [])));

/** The content-type header for a site file, by its extension. */
export function contentTypeFor(file: string): string {
  return TYPES[path.extname(file).toLowerCase()]?.type ?? BINARY;
}

/** Whether a response of this content type is compressed (brotli or gzip, as the client accepts). */
export function isCompressible(contentType: string): boolean {
  return COMPRESSIBLE.has(contentType);
}
