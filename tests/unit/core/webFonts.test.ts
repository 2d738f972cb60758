import { afterEach, describe, expect, it, vi } from 'vitest';
import { facesInRules, warmWebFonts } from '../../../site/client/webFonts';
import { fontFaceCss, JOY_WEB_FONTS_CACHED_KEY, WEB_FONTS_CACHED_KEY } from '../../../src/theme/webFonts';

const FACES = [
  { weight: 400, url: '/assets/r-400.woff2' },
  { weight: 700, url: '/assets/r-700.woff2' },
];

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data } as unknown as Storage & { data: Map<string, string> };
}

afterEach(() => vi.unstubAllGlobals());

describe('warmWebFonts', () => {
  it('fetches every face at low priority, then notes that the next page may declare them', async () => {
    const fetch = vi.fn(async () => new Response('font', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const storage = memoryStorage();
    await warmWebFonts(FACES, () => storage);
    expect(fetch.mock.calls.map((c) => (c as unknown[])[0])).toEqual(FACES.map((f) => f.url));
    expect((fetch.mock.calls[0] as unknown[])[1]).toEqual({ priority: 'low' });
    expect(storage.data.get(WEB_FONTS_CACHED_KEY)).toBe('1');
  });

  it('notes nothing when a face fails (404 or offline)', async () => {
    const storage = memoryStorage();
    vi.stubGlobal('fetch', vi.fn(async (url: string) => new Response('', { status: url.endsWith('700.woff2') ? 404 : 200 })));
    await warmWebFonts(FACES, () => storage);
    expect(storage.data.has(WEB_FONTS_CACHED_KEY)).toBe(false);
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(warmWebFonts(FACES, () => storage)).resolves.toBeUndefined();
    expect(storage.data.has(WEB_FONTS_CACHED_KEY)).toBe(false);
  });

  it('fetches nothing once cached, or when storage throws', async () => {
    const fetch = vi.fn(async () => new Response('font'));
    vi.stubGlobal('fetch', fetch);
    await warmWebFonts(FACES, () => memoryStorage({ [WEB_FONTS_CACHED_KEY]: '1' }));
    await warmWebFonts(FACES, () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("warms Joy's Inter from its page's rules under its own flag, leaving Roboto's alone", async () => {
    const fetch = vi.fn(async () => new Response('font', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const storage = memoryStorage({ [WEB_FONTS_CACHED_KEY]: '1' });
    const inter = [{ weight: 500, url: '/assets/inter-latin-500-normal-x1.woff2' }, { weight: 600, url: '/assets/inter-latin-600-normal-x2.woff2' }];
    expect(facesInRules(fontFaceCss('Inter', inter))).toEqual(inter.map(({ url }) => ({ url })));
    await warmWebFonts(facesInRules(fontFaceCss('Inter', inter)), () => storage, JOY_WEB_FONTS_CACHED_KEY);
    expect(fetch.mock.calls.map((c) => (c as unknown[])[0])).toEqual(inter.map((f) => f.url));
    expect(storage.data.get(JOY_WEB_FONTS_CACHED_KEY)).toBe('1');
  });
});
