import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderInWorkers, renderThreads } from '../../../site/build/renderPool';

/** A stand-in SSR bundle: renders a route as its name; a route that is slow, one that warns, one that throws. */
const entry = (() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'render-pool-'));
  const file = path.join(dir, 'entry-server.mjs');
  writeFileSync(
    file,
    `export async function render(route) {
  if (route === '/slow') await new Promise((r) => setTimeout(r, 50));
  if (route === '/warns') console.error('Warning: a key is missing');
  if (route === '/throws') throw new Error('no such page');
  return { html: '<main>' + route + '</main>', styles: [{ id: 'a', css: '.a{}' }] };
}
`,
  );
  return pathToFileURL(file).href;
})();

describe('renderInWorkers', () => {
  it('renders every route on two threads and returns the pages in the routes’ order', async () => {
    const routes = ['/slow', '/a', '/b', '/c', '/d'];
    const { pages, errors } = await renderInWorkers(entry, routes, 2);
    expect([...pages.keys()]).toEqual(routes);
    expect(pages.get('/c')).toEqual({ html: '<main>/c</main>', styles: [{ id: 'a', css: '.a{}' }] });
    expect(errors).toEqual([]);
  });

  it('collects what rendering logged with console.error', async () => {
    const { errors } = await renderInWorkers(entry, ['/a', '/warns'], 2);
    expect(errors).toEqual(['Warning: a key is missing']);
  });

  it('fails naming the route that threw', async () => {
    await expect(renderInWorkers(entry, ['/a', '/throws', '/b'], 2)).rejects.toThrow('Pre-rendering /throws failed: Error: no such page');
  });

  it('fails clearly when the bundle cannot be loaded', async () => {
    await expect(renderInWorkers('file:///nowhere/entry-server.mjs', ['/a'], 1)).rejects.toThrow('loading the SSR bundle');
  });
});

describe('renderThreads', () => {
  it('takes SITE_RENDER_THREADS when it is a whole number from 1, else every available core', () => {
    expect(renderThreads({ SITE_RENDER_THREADS: '3' })).toBe(3);
    expect(renderThreads({ SITE_RENDER_THREADS: '1' })).toBe(1);
    expect(renderThreads({ SITE_RENDER_THREADS: '0' })).toBe(Math.max(1, os.availableParallelism()));
    expect(renderThreads({ SITE_RENDER_THREADS: 'many' })).toBe(Math.max(1, os.availableParallelism()));
    expect(renderThreads({})).toBe(Math.max(1, os.availableParallelism()));
  });
});
