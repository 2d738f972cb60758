import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|manifest)|image\/svg)/;

/** The file a URL path maps to inside the site folder, or undefined when it would leave it. */
export function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(root, path.normalize(decoded));
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
}

async function resolveFile(root: string, urlPath: string): Promise<string | undefined> {
  const file = fileFor(root, urlPath);
  if (!file) return undefined;
  for (const candidate of [file, path.join(file, 'index.html')]) {
    const s = await stat(candidate).catch(() => undefined);
    if (s?.isFile()) return candidate;
  }
  return undefined;
}

/**
 * A plain static server (static files, compressed, the 404 page with status 404) for the story
 * runner, the bench and the service-worker update spec; production runs app.ts (npm start).
 */
export function createStaticServer(root: string, { compress = true } = {}) {
  const cache = new Map<string, { body: Buffer; br?: Buffer; gzip?: Buffer }>();
  const load = async (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = { body: await readFile(file) };
      cache.set(file, entry);
    }
    return entry;
  };
  const send = async (req: IncomingMessage, res: ServerResponse, file: string, status: number) => {
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const entry = await load(file);
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.body;
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
      vary: 'accept-encoding',
    };
    if (compress && COMPRESSIBLE.test(type) && body.length > 1024) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
        body = entry.br;
        headers['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(body, { level: 9 });
        body = entry.gzip;
        headers['content-encoding'] = 'gzip';
      }
    }
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return createServer(async (req, res) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      // One spelling per page: "/a/b/" redirects to "/a/b", as the site links it.
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        res.writeHead(308, { location: url.pathname.replace(/\/+$/, '') + url.search }).end();
        return;
      }
      const file = await resolveFile(root, url.pathname);
      if (file) await send(req, res, file, 200);
      else if (await resolveFile(root, '/404.html')) await send(req, res, path.join(root, '404.html'), 404);
      else res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    }
  });
}
