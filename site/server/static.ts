import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { BROTLI_QUALITY, COMPRESS_MIN_BYTES, GZIP_LEVEL, isCompressible } from './contentTypes';
import { answerFor } from './siteFiles';

interface Body {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * A plain static server for the story runner, the bench and the service-worker update spec,
 * following the production server's rules (site/server/siteFiles.ts: files, redirects, the 404
 * page, headers), with files kept in memory and compressed once; production runs app.ts (npm start).
 */
export function createStaticServer(root: string, { compress = true } = {}) {
  const site = path.resolve(root);
  const cache = new Map<string, Body>();
  const load = async (file: string) => {
    let entry = cache.get(file);
    if (!entry) {
      entry = { raw: await readFile(path.join(site, file)) };
      cache.set(file, entry);
    }
    return entry;
  };
  const send = (req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string>, entry: Body) => {
    const out: Record<string, string> = { ...headers, 'x-content-type-options': 'nosniff', vary: 'accept-encoding' };
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = entry.raw;
    if (compress && isCompressible(headers['content-type'] ?? '') && body.length >= COMPRESS_MIN_BYTES) {
      if (/\bbr\b/.test(accept)) {
        entry.br ??= brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } });
        body = entry.br;
        out['content-encoding'] = 'br';
      } else if (/\bgzip\b/.test(accept)) {
        entry.gzip ??= gzipSync(body, { level: GZIP_LEVEL });
        body = entry.gzip;
        out['content-encoding'] = 'gzip';
      }
    }
    res.writeHead(status, { ...out, 'content-length': String(body.length) });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return createServer(async (req, res) => {
    try {
      const answer = await answerFor(site, req.method ?? 'GET', req.url ?? '/');
      if (answer.kind === 'redirect') res.writeHead(answer.status, answer.headers).end();
      else if (answer.kind === 'file') send(req, res, answer.status, answer.headers, await load(answer.file));
      else send(req, res, answer.status, answer.headers, { raw: answer.body });
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
    }
  });
}
