import { describe, expect, it, vi } from 'vitest';
import { colorModeInitScript } from '../../../src/theme/initScript';
import { fontFaceCss, JOY_WEB_FONTS_CACHED_KEY, JOY_WEB_FONTS_META, WEB_FONTS_CACHED_KEY, WEB_FONTS_META } from '../../../src/theme/webFonts';
import { SETTINGS_STORAGE_KEY, createSettingsStore, type SettingsStorage } from '../../../src/theme/storage';

const fakeClassList = (initial: string[] = []) => {
  const set = new Set(initial);
  return {
    set,
    add: (...names: string[]) => names.forEach((n) => set.add(n)),
    remove: (...names: string[]) => names.forEach((n) => set.delete(n)),
    contains: (name: string) => set.has(name),
  };
};

const fakeElement = (classes: string[] = []) => {
  const attributes = new Map<string, string>();
  return {
    attributes,
    classList: fakeClassList(classes),
    style: {} as Record<string, string>,
    setAttribute: (name: string, value: string) => {
      attributes.set(name, String(value));
    },
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
};

interface Env {
  /** Raw value stored under the settings key; undefined for nothing stored. */
  stored?: string;
  osDark?: boolean;
  getItemThrows?: boolean;
  /** The web fonts were cached by an earlier page. */
  fontsCached?: boolean;
  /** The @font-face rules the page's meta tag holds; undefined for no tag. */
  fontsMeta?: string;
  /** Joy's typeface was cached by an earlier page with a Joy demo. */
  joyFontsCached?: boolean;
  /** The Inter rules of a page with a Joy demo; undefined for no tag (every other page). */
  joyFontsMeta?: string;
}

function run({ stored, osDark = false, getItemThrows = false, fontsCached = false, fontsMeta, joyFontsCached = false, joyFontsMeta }: Env) {
  const html = fakeElement(['light']);
  const body = fakeElement();
  const meta = fakeElement();
  meta.setAttribute('content', '#ffffff');
  const appended: { textContent: string }[] = [];
  const document = {
    documentElement: html,
    body,
    head: { appendChild: (el: { textContent: string }) => appended.push(el) },
    createElement: (tag: string) => ({ tag, textContent: '' }),
    querySelector: vi.fn((selector: string) =>
      selector === 'meta[name="theme-color"]'
        ? meta
        : selector === `meta[name="${WEB_FONTS_META}"]` && fontsMeta !== undefined
          ? { content: fontsMeta }
          : selector === `meta[name="${JOY_WEB_FONTS_META}"]` && joyFontsMeta !== undefined
            ? { content: joyFontsMeta }
            : null,
    ),
  };
  const localStorage = {
    getItem: vi.fn((key: string) => {
      if (getItemThrows) throw new DOMException('The operation is insecure.', 'SecurityError');
      if (key === WEB_FONTS_CACHED_KEY) return fontsCached ? '1' : null;
      if (key === JOY_WEB_FONTS_CACHED_KEY) return joyFontsCached ? '1' : null;
      return key === SETTINGS_STORAGE_KEY && stored !== undefined ? stored : null;
    }),
  };
  const matchMedia = vi.fn((query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && osDark, media: query }));
  const window = { document, localStorage, matchMedia };
  const script = colorModeInitScript();
  new Function('window', 'document', 'localStorage', 'matchMedia', script)(window, document, localStorage, matchMedia);
  return {
    htmlClasses: [...html.classList.set].sort(),
    bodyClasses: [...body.classList.set].sort(),
    dir: html.attributes.get('dir'),
    colorScheme: html.style.colorScheme,
    themeColor: meta.attributes.get('content'),
    localStorage,
    appended,
  };
}

describe('colorModeInitScript', () => {
  it('is a self-contained IIFE string', () => {
    const script = colorModeInitScript();
    expect(typeof script).toBe('string');
    expect(script.startsWith('(function(){')).toBe(true);
    expect(script).toContain(JSON.stringify(SETTINGS_STORAGE_KEY));
    expect(script).not.toContain('</script');
  });

  it('stored dark: html class dark, body mode-dark, theme-color #0b0d0e', () => {
    const r = run({ stored: JSON.stringify({ mode: 'dark' }), osDark: false });
    expect(r.htmlClasses).toEqual(['dark']);
    expect(r.bodyClasses).toEqual(['mode-dark']);
    expect(r.themeColor).toBe('#0b0d0e');
    expect(r.colorScheme).toBe('dark');
    expect(r.dir).toBe('ltr');
    expect(r.localStorage.getItem).toHaveBeenCalledWith('mui-docs-settings');
  });

  it('stored light wins over an OS dark preference', () => {
    const r = run({ stored: JSON.stringify({ mode: 'light' }), osDark: true });
    expect(r.htmlClasses).toEqual(['light']);
    expect(r.bodyClasses).toEqual(['mode-light']);
    expect(r.themeColor).toBe('#ffffff');
  });

  it('stored system + OS dark: dark', () => {
    const r = run({ stored: JSON.stringify({ mode: 'system' }), osDark: true });
    expect(r.htmlClasses).toEqual(['dark']);
    expect(r.bodyClasses).toEqual(['mode-dark']);
    expect(r.themeColor).toBe('#0b0d0e');
  });

  it('nothing stored + OS light: light', () => {
    const r = run({ osDark: false });
    expect(r.htmlClasses).toEqual(['light']);
    expect(r.bodyClasses).toEqual(['mode-light']);
    expect(r.themeColor).toBe('#ffffff');
    expect(r.colorScheme).toBe('light');
    expect(r.dir).toBe('ltr');
  });

  it('nothing stored + OS dark: dark', () => {
    expect(run({ osDark: true }).htmlClasses).toEqual(['dark']);
  });

  it('stored direction rtl: dir rtl', () => {
    const r = run({ stored: JSON.stringify({ mode: 'light', direction: 'rtl' }) });
    expect(r.dir).toBe('rtl');
    expect(run({ stored: JSON.stringify({ direction: 'sideways' }) }).dir).toBe('ltr');
  });

  it('localStorage.getItem throwing falls back to the OS preference without throwing', () => {
    expect(() => run({ getItemThrows: true, osDark: true })).not.toThrow();
    const dark = run({ getItemThrows: true, osDark: true });
    expect(dark.htmlClasses).toEqual(['dark']);
    expect(dark.themeColor).toBe('#0b0d0e');
    const light = run({ getItemThrows: true, osDark: false });
    expect(light.htmlClasses).toEqual(['light']);
    expect(light.dir).toBe('ltr');
  });

  it.each(['{not json', 'null', '"dark"', JSON.stringify({ mode: 'sepia' })])('stored %s falls back to the OS preference', (stored) => {
    expect(run({ stored, osDark: true }).htmlClasses).toEqual(['dark']);
    expect(run({ stored, osDark: false }).htmlClasses).toEqual(['light']);
  });

  it('reads what the settings store writes (same key, same format)', () => {
    const map = new Map<string, string>();
    const storage: SettingsStorage = { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
    createSettingsStore(storage).save({ mode: 'dark', direction: 'rtl', dense: false, codeVariant: 'TS' });
    const r = run({ stored: map.get(SETTINGS_STORAGE_KEY), osDark: false });
    expect(r.htmlClasses).toEqual(['dark']);
    expect(r.dir).toBe('rtl');
  });
});

describe('web fonts in the head script', () => {
  const rules = fontFaceCss('Roboto', [{ weight: 400, url: '/assets/r-400.woff2' }]);

  it('declares the faces before first paint once an earlier page cached them', () => {
    const r = run({ fontsCached: true, fontsMeta: rules });
    expect(r.appended.map((el) => el.textContent)).toEqual([rules]);
    expect(rules).toContain('font-display:optional');
  });

  it('declares nothing on a first visit (the page never waits for a font), nor without the tag', () => {
    expect(run({ fontsMeta: rules }).appended).toEqual([]);
    expect(run({ fontsCached: true }).appended).toEqual([]);
  });

  it('a storage that throws leaves the system face and the settings still apply', () => {
    const r = run({ getItemThrows: true, fontsCached: true, fontsMeta: rules, osDark: true });
    expect(r.appended).toEqual([]);
    expect(r.htmlClasses).toEqual(['dark']);
  });

  it("declares Joy's Inter only on a page with a Joy demo (its tag) and once an earlier Joy page cached it", () => {
    const inter = fontFaceCss('Inter', [{ weight: 600, url: '/assets/i-600.woff2' }]);
    expect(run({ fontsCached: true, fontsMeta: rules, joyFontsCached: true, joyFontsMeta: inter }).appended.map((el) => el.textContent)).toEqual([rules, inter]);
    expect(run({ fontsCached: true, fontsMeta: rules, joyFontsCached: true }).appended.map((el) => el.textContent)).toEqual([rules]);
    expect(run({ fontsCached: true, fontsMeta: rules, joyFontsMeta: inter }).appended.map((el) => el.textContent)).toEqual([rules]);
    expect(run({ fontsMeta: rules, joyFontsCached: true, joyFontsMeta: inter }).appended.map((el) => el.textContent)).toEqual([inter]);
  });
});
