import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { CspManifest } from '../../src/csp/policy';
import type { RateLimitOptions } from '../../src/feedback/rateLimit';
import { FEEDBACK_LIMITS } from '../../src/spec/feedback';
import { BROTLI_QUALITY, COMPRESS_MIN_BYTES, GZIP_LEVEL, isCompressible } from './contentTypes';
import { feedbackApi } from './feedbackApi';
import type { FeedbackStore } from './feedbackStore';
import { isStorybookFile } from '../../src/config/storybook';
import { framingHeadersFor, helmetOptions, PERMISSIONS_POLICY, storybookSecurityHeaders } from './securityHeaders';
import { answerFor, type SiteAnswer } from './siteFiles';
import { readBuildInfo, readCspManifest } from './siteManifest';

export interface AppOptions {
  /** The built site (dist/). */
  siteDir: string;
  store: FeedbackStore;
  /** The policy's inputs; read from what the build wrote (`<siteDir>/.csp.json`) when not given. */
  csp?: CspManifest;
  rateLimit?: RateLimitOptions;
  /** Fastify's logger and proxy settings. */
  fastify?: Pick<FastifyServerOptions, 'logger' | 'trustProxy'>;
}

/**
 * The production server: the pre-rendered site with its caching rules, compression and security
 * headers, and the feedback API. The store is closed with the server.
 */
export async function createApp({ siteDir, store, csp, rateLimit, fastify = {} }: AppOptions): Promise<FastifyInstance> {
  const root = path.resolve(siteDir);
  // What the build wrote for the server: the pages (for the feedback API) and the CSP's inputs.
  const pages = new Set(readBuildInfo(root).pages);
  const manifest = csp ?? readCspManifest(root);
  // No route but the feedback API reads a body: the same 16 KiB cap everywhere.
  const app = Fastify({ logger: false, ...fastify, bodyLimit: FEEDBACK_LIMITS.bodyMaxBytes, return503OnClosing: true });
  app.addHook('onClose', async () => store.close());

  await app.register(fastifyHelmet, helmetOptions(manifest));
  const storybookHeaders = Object.entries(storybookSecurityHeaders(manifest));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  // The site's compressible types (contentTypes.ts). The plugin's default types include
  // octet-stream, and it passes already-gzipped bytes through labelled with the negotiated encoding
  // (br): Pagefind's index files are gzip inside, so binary types are left alone.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_MIN_BYTES,
    customTypes: isCompressible,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });
  await app.register(fastifyStatic, { root, serve: false });

  await app.register(feedbackApi, { prefix: '/api', store, isKnownPath: (p) => pages.has(p), rateLimit });

  // The site's rules (siteFiles.ts) decide; this only carries the answer out. Files go through
  // @fastify/static for ETags, 304s and ranges, with the rules' content type and cache-control.
  const send = async (reply: FastifyReply, answer: SiteAnswer) => {
    reply.headers(answer.headers);
    // A file of Storybook's folder gets its own policy (it replaces what helmet set for the site).
    if (answer.kind === 'file' && isStorybookFile(answer.file)) for (const [name, value] of storybookHeaders) reply.raw.setHeader(name, value);
    // The Templates page and its thumbnails' copies: the only framing the site allows.
    const framing = answer.kind === 'file' ? framingHeadersFor(answer.file, manifest) : undefined;
    if (framing) for (const [name, value] of Object.entries(framing)) reply.raw.setHeader(name, value);
    if (answer.kind === 'file') return reply.sendFile(answer.file, root, { cacheControl: false, contentType: false, dotfiles: 'deny' });
    return reply.code(answer.status).send(answer.kind === 'notFound' ? answer.body : undefined);
  };
  app.get('/*', async (request, reply) => send(reply, await answerFor(root, request.method, request.url)));
  // Only GET and HEAD read pages: anything else gets the same 404 page, with the methods that work.
  app.setNotFoundHandler(async (request, reply) => send(reply, await answerFor(root, request.method, request.url)));
  return app;
}
