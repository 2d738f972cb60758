import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { BINARY, CONTENT_TYPES, contentTypeFor, isCompressible } from '../../../site/server/contentTypes';

// The mime-db @fastify/compress consults for types its customTypes test refuses.
const require = createRequire(import.meta.url);
const mimeDb = require(require.resolve('mime-db', { paths: [require.resolve('@fastify/compress')] })) as Record<string, { compressible?: boolean }>;

describe('content types', () => {
  it('are chosen by extension, bytes for anything unknown', () => {
    expect(contentTypeFor('a/b/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('assets/app-1.JS')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('manifest.webmanifest')).toBe('application/manifest+json; charset=utf-8');
    expect(contentTypeFor('favicon.svg')).toBe('image/svg+xml');
    expect(contentTypeFor('assets/roboto-latin-400-normal-1.woff2')).toBe('font/woff2');
    expect(contentTypeFor('pagefind/wasm.en.pagefind')).toBe(BINARY);
    expect(contentTypeFor('pagefind/index/en_1.pf_index')).toBe(BINARY);
    expect(contentTypeFor('README')).toBe(BINARY);
  });

  it('serve what tools read as text in UTF-8: Markdown pages, llms.txt, robots.txt, sitemap.xml', () => {
    expect(contentTypeFor('material-ui/react-button.md')).toBe('text/markdown; charset=utf-8');
    expect(contentTypeFor('material-ui/llms.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeFor('robots.txt')).toBe('text/plain; charset=utf-8');
    expect(contentTypeFor('sitemap.xml')).toBe('application/xml; charset=utf-8');
    for (const file of ['a.md', 'llms.txt', 'sitemap.xml']) expect(isCompressible(contentTypeFor(file)), file).toBe(true);
  });

  it('are compressed when text, never when binary (Pagefind\'s gzipped index)', () => {
    for (const type of ['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'application/json; charset=utf-8', 'image/svg+xml']) expect(isCompressible(type), type).toBe(true);
    for (const type of [BINARY, 'image/png', 'font/woff2']) expect(isCompressible(type), type).toBe(false);
  });

  it('are compressed by the production server exactly when the static server compresses them', () => {
    // @fastify/compress compresses when our test says so, or else when mime-db calls the type compressible.
    for (const type of CONTENT_TYPES) {
      const fastify = isCompressible(type) || mimeDb[type.split(';')[0]!.trim()]?.compressible === true;
      expect(fastify, type).toBe(isCompressible(type));
    }
  });
});
