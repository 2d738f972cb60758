import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { CspManifest } from '../../src/csp/policy';
import type { RateLimitOptions } from '../../src/feedback/rateLimit';
import { FEEDBACK_LIMITS } from '../../src/spec/feedback';
import { CSP_MANIFEST_FILE } from '../build/cspManifest';
import { feedbackApi } from './feedbackApi';
import type { FeedbackStore } from './feedbackStore';
import { helmetOptions, PERMISSIONS_POLICY } from './securityHeaders';
import { cacheControlFor, pageRoutesOf, REVALIDATE, siteFileFor, withoutTrailingSlash } from './siteFiles';

/** Compressed on the fly: text, JSON and XML kinds. */
const TEXT_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

export interface AppOptions {
  /** The built site (dist/). */
  siteDir: string;
  store: FeedbackStore;
  /** The policy's inputs; read from `<siteDir>/.csp.json` when not given. */
  csp?: CspManifest;
  rateLimit?: RateLimitOptions;
  /** Fastify's logger and proxy settings. */
  fastify?: Pick<FastifyServerOptions, 'logger' | 'trustProxy'>;
}

async function readCspManifest(siteDir: string): Promise<CspManifest> {
  const file = path.join(siteDir, CSP_MANIFEST_FILE);
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: build the site (npm run build) before serving it.`);
  });
  return JSON.parse(text) as CspManifest;
}

/**
 * The production server: the pre-rendered site with its caching rules, compression and security
 * headers, and the feedback API. The store is closed with the server.
 */
export async function createApp({ siteDir, store, csp, rateLimit, fastify = {} }: AppOptions): Promise<FastifyInstance> {
  const root = path.resolve(siteDir);
  const manifest = csp ?? (await readCspManifest(root));
  const pages = await pageRoutesOf(root);
  // No route but the feedback API reads a body: the same 16 KiB cap everywhere.
  const app = Fastify({ logger: false, ...fastify, bodyLimit: FEEDBACK_LIMITS.bodyMaxBytes, return503OnClosing: true });
  app.addHook('onClose', async () => store.close());

  await app.register(fastifyHelmet, helmetOptions(manifest));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // The plugin's default types include octet-stream, and it passes already-gzipped bytes through
  // labelled with the negotiated encoding (br): Pagefind's index files are gzip inside, so binary
  // types are left alone (mime-db decides the rest: JS, CSS, SVG, JSON, the manifest).
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024, customTypes: TEXT_TYPES });
  await app.register(fastifyStatic, { root, serve: false });

  await app.register(feedbackApi, { prefix: '/api', store, isKnownPath: (p) => pages.has(p), rateLimit });

  // The 404 page is sent from memory, read on each miss: no validators or ranges, so no
  // conditional or partial request can turn the 404 into a 304 or 206.
  const notFound = async (reply: FastifyReply) => {
    const html = await readFile(path.join(root, '404.html')).catch(() => undefined);
    reply.code(404).header('cache-control', REVALIDATE);
    return html ? reply.type('text/html; charset=utf-8').send(html) : reply.type('text/plain; charset=utf-8').send('Not found');
  };

  app.get('/*', async (request, reply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const search = query === undefined ? '' : `?${query}`;
    // One spelling per page, the one the site links: "/a/b/" → 308 "/a/b" (the query kept).
    const canonical = withoutTrailingSlash(pathname, search);
    if (canonical) return reply.header('cache-control', REVALIDATE).redirect(canonical, 308);
    const file = await siteFileFor(root, pathname);
    if (!file) return notFound(reply);
    reply.header('cache-control', cacheControlFor(file));
    return reply.sendFile(file, root, { cacheControl: false, dotfiles: 'deny' });
  });
  app.setNotFoundHandler(async (_request, reply) => {
    // Only GET and HEAD read pages: anything else gets the same 404 page, with the methods that work.
    reply.header('allow', 'GET, HEAD');
    return notFound(reply);
  });
  return app;
}
