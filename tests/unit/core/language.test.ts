import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguageIgnoredPath,
  languageFromSearch,
  pathWithLanguage,
} from '../../../src/i18n/language';

describe('languageFromSearch (spec §2: language from userLanguage, default en)', () => {
  it('defaults to English with no query', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(languageFromSearch('')).toBe('en');
    expect(languageFromSearch('?')).toBe('en');
    expect(languageFromSearch('?other=fr')).toBe('en');
  });

  it('reads userLanguage=en, with or without the leading "?"', () => {
    expect(languageFromSearch('?userLanguage=en')).toBe('en');
    expect(languageFromSearch('userLanguage=en')).toBe('en');
    expect(languageFromSearch('?a=1&userLanguage=en&b=2')).toBe('en');
  });

  it('only English is offered', () => {
    expect(LANGUAGES).toEqual(['en']);
  });

  const hostile: [string, string][] = [
    ['garbage', 'xx-!!-yy'],
    ['markup', '<script>alert(1)</script>'],
    ['markup, percent-encoded', encodeURIComponent('<script>alert(1)</script>')],
    ['a 10 kB value', 'q'.repeat(10 * 1024)],
    ['a 10 kB value starting with en', 'en' + 'q'.repeat(10 * 1024)],
    ['malformed percent-encoding', '%E0%A4%A'],
    ['a language that is not offered', 'zh'],
    ['upper-case EN (not an offered code)', 'EN'],
    ['en with trailing junk', 'en"><img src=x>'],
  ];

  it.each(hostile)('gives en for %s and never echoes the input', (_name, value) => {
    const result = languageFromSearch(`?userLanguage=${value}`);
    expect(result).toBe('en');
    expect(LANGUAGES).toContain(result);
    if (value !== 'EN') expect(result).not.toContain(value);
    expect(result).not.toContain('<');
    expect(result.length).toBe(2);
  });

  it('gives en for a huge query string without userLanguage as the first key', () => {
    expect(languageFromSearch(`?pad=${'x'.repeat(5000)}&userLanguage=en`)).toBe('en');
    expect(languageFromSearch(`?pad=${'x'.repeat(5000)}&userLanguage=zh`)).toBe('en');
  });
});

describe('isLanguageIgnoredPath (spec §2: the blog and the size snapshot)', () => {
  it.each(['/blog/some-post', '/blog', '/blog/', '/x/blog/a-post', '/x/blog', '/size-snapshot', '/size-snapshot/'])(
    'ignores %s',
    (p) => {
      expect(isLanguageIgnoredPath(p)).toBe(true);
    },
  );

  it.each(['/material-ui/getting-started', '/blogger', '/blogs', '/x/bloggers', '/material-ui/blog', '/size-snapshots', '/', '/x/react-data-grid'])(
    'does not ignore %s',
    (p) => {
      expect(isLanguageIgnoredPath(p)).toBe(false);
    },
  );
});

describe('pathWithLanguage', () => {
  it('prefixes a non-English language', () => {
    expect(pathWithLanguage('/material-ui/getting-started', 'zh')).toBe('/zh/material-ui/getting-started');
    expect(pathWithLanguage('/joy-ui/api/button', 'fr')).toBe('/fr/joy-ui/api/button');
    expect(pathWithLanguage('/', 'zh')).toBe('/zh/');
  });

  it('leaves English alone', () => {
    expect(pathWithLanguage('/material-ui/getting-started', 'en')).toBe('/material-ui/getting-started');
    expect(pathWithLanguage('/', 'en')).toBe('/');
  });

  it('leaves ignored paths alone in any language', () => {
    expect(pathWithLanguage('/blog/post', 'zh')).toBe('/blog/post');
    expect(pathWithLanguage('/blog', 'zh')).toBe('/blog');
    expect(pathWithLanguage('/x/blog/post', 'zh')).toBe('/x/blog/post');
    expect(pathWithLanguage('/size-snapshot', 'zh')).toBe('/size-snapshot');
    // Look-alikes are not ignored.
    expect(pathWithLanguage('/blogger', 'zh')).toBe('/zh/blogger');
  });
});
