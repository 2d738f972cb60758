import { describe, expect, it, vi } from 'vitest';
import { hitOf, pagefindBackend, type PagefindApi, type PagefindResultData } from '../../../src/search/pagefind';
import { searchBodyAttributes } from '../../../src/search/indexMarkup';

const data = (url: string, title: string, product?: string): PagefindResultData => ({
  url,
  excerpt: `about <mark>${title}</mark>`,
  meta: { title, ...(product ? { product } : {}) },
});

function fakePagefind(results: PagefindResultData[], fail?: () => boolean): PagefindApi & { options: ReturnType<typeof vi.fn> } {
  return {
    options: vi.fn(async () => {}),
    init: async () => {},
    search: async () => {
      if (fail?.()) throw new Error('Failed to load Pagefind metadata');
      return { results: results.map((d, i) => ({ id: String(i), data: async () => d })) };
    },
  };
}

describe('the Pagefind backend', () => {
  it('marks pages with the product meta that results are read back with, and a product filter', () => {
    expect(searchBodyAttributes('Material UI')).toEqual({ 'data-pagefind-body': '', 'data-pagefind-meta': 'product:Material UI', 'data-pagefind-filter': 'product:Material UI' });
    expect(searchBodyAttributes('Joy UI')).toMatchObject({ 'data-pagefind-meta': 'product:Joy UI', 'data-pagefind-filter': 'product:Joy UI' });
    expect(hitOf(data('/material-ui/react-button/', 'Button', 'Material UI'))).toEqual({
      href: '/material-ui/react-button',
      title: 'Button',
      product: 'Material UI',
      excerpt: 'about <mark>Button</mark>',
    });
  });

  it('sets the base URL to the site root before the first search, and loads the runtime once', async () => {
    const pagefind = fakePagefind([data('/a/', 'A', 'Joy UI')]);
    const load = vi.fn(async () => pagefind);
    const backend = pagefindBackend(load);
    await backend.load();
    expect(await backend.search('a')).toEqual([{ href: '/a', title: 'A', product: 'Joy UI', excerpt: 'about <mark>A</mark>' }]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(pagefind.options).toHaveBeenCalledWith(expect.objectContaining({ baseUrl: '/' }));
  });

  it('reads the data of the top results only', async () => {
    const many = Array.from({ length: 25 }, (_, i) => data(`/p${i}/`, `P${i}`));
    expect(await pagefindBackend(async () => fakePagefind(many), 10).search('p')).toHaveLength(10);
  });

  it('falls back to the route for a page without a title, and to no product', () => {
    expect(hitOf({ url: '/x/index.html', excerpt: '', meta: {} })).toEqual({ href: '/x', title: '/x', product: '', excerpt: '' });
  });

  it('loads a fresh runtime after a failure, so a retry once online can work', async () => {
    let offline = true;
    const load = vi.fn(async (attempt: number) => {
      if (attempt === 0) throw new Error('Failed to fetch dynamically imported module');
      return fakePagefind([data('/a/', 'A')], () => offline);
    });
    const backend = pagefindBackend(load);
    await expect(backend.load()).rejects.toThrow();
    await expect(backend.search('a')).rejects.toThrow('metadata');
    offline = false;
    expect(await backend.search('a')).toHaveLength(1);
    expect(load.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
  });
});
