import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguageIgnoredPath,
  languageFromSearch,
  languageOf,
  parseLanguage,
  pathWithLanguage,
  queryLanguage,
  splitLanguagePrefix,
} from '../../../src/i18n/language';

const zh = languageOf('zh');
const fr = languageOf('fr');

describe('parseLanguage: a small BCP 47 subset, canonical case', () => {
  it.each([
    ['en', 'en'],
    ['zh', 'zh'],
    ['fr', 'fr'],
    ['pt-BR', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['PT-br', 'pt-BR'],
    ['es-419', 'es-419'],
    ['zh-Hans', 'zh-Hans'],
    ['ZH-hans-cn', 'zh-Hans-CN'],
    ['yue', 'yue'],
    ['EN', 'en'],
  ])('%s → %s', (value, code) => {
    expect(parseLanguage(value)).toBe(code);
  });

  it.each([
    ['empty', ''],
    ['one letter', 'e'],
    ['four letters', 'engl'],
    ['a trailing hyphen', 'en-'],
    ['a double hyphen', 'zh--CN'],
    ['an underscore', 'pt_BR'],
    ['a script after the region', 'zh-CN-Hans'],
    ['a three-letter region', 'pt-BRA'],
    ['a two-digit region', 'es-41'],
    ['markup', '<script>alert(1)</script>'],
    ['markup after a code', 'en"><img src=x>'],
    ['__proto__', '__proto__'],
    ['constructor', 'constructor'],
    ['a 10 kB value', 'q'.repeat(10 * 1024)],
    ['a 10 kB value starting with a code', `en-US${'-US'.repeat(3000)}`],
    ['non-ASCII letters', 'zh-中文'],
    ['the Kelvin sign (upper-cases to K)', 'en-\u212Aa'],
    ['a long s (upper-cases to S)', '\u017Fv'],
    ['spaces', ' en'],
    ['a newline', 'en\n'],
    ['a private-use tag', 'x-klingon'],
  ])('rejects %s', (_name, value) => {
    expect(parseLanguage(value)).toBeUndefined();
  });

  it('rejects what is not a string', () => {
    for (const value of [null, undefined, 42, ['en'], { toString: () => 'en' }]) expect(parseLanguage(value)).toBeUndefined();
  });

  it('languageOf takes only canonical codes', () => {
    expect(languageOf('pt-BR')).toBe('pt-BR');
    expect(() => languageOf('pt-br')).toThrow(/canonical/);
    expect(() => languageOf('<b>')).toThrow();
  });
});

describe('languageFromSearch (spec §2: language from userLanguage, default en)', () => {
  it('defaults to English with no query', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(languageFromSearch('')).toBe('en');
    expect(languageFromSearch('?')).toBe('en');
    expect(languageFromSearch('?other=fr')).toBe('en');
  });

  it('reads userLanguage, with or without the leading "?"', () => {
    expect(languageFromSearch('?userLanguage=en')).toBe('en');
    expect(languageFromSearch('userLanguage=zh')).toBe('zh');
    expect(languageFromSearch('?a=1&userLanguage=pt-br&b=2')).toBe('pt-BR');
    expect(languageFromSearch('?userLanguage=fr')).toBe('fr');
  });

  it('only English is offered', () => {
    expect(LANGUAGES).toEqual(['en']);
  });

  const hostile: [string, string][] = [
    ['garbage', 'xx-!!-yy'],
    ['markup', '<script>alert(1)</script>'],
    ['markup, percent-encoded', encodeURIComponent('<script>alert(1)</script>')],
    ['a 10 kB value', 'q'.repeat(10 * 1024)],
    ['a 10 kB value starting with zh', 'zh' + 'q'.repeat(10 * 1024)],
    ['malformed percent-encoding', '%E0%A4%A'],
    ['zh with trailing junk', 'zh"><img src=x>'],
    ['en-', 'en-'],
    ['zh--CN', 'zh--CN'],
    ['__proto__', '__proto__'],
    ['unicode', encodeURIComponent('中文')],
    ['an encoded null', 'zh%00'],
  ];

  it.each(hostile)('gives en for %s and never echoes the input', (_name, value) => {
    const result = languageFromSearch(`?userLanguage=${value}`);
    expect(result).toBe('en');
    expect(queryLanguage(`?userLanguage=${value}`)).toBeNull();
  });

  it('reads only the first of repeated userLanguage values', () => {
    expect(languageFromSearch('?userLanguage=zh&userLanguage=%3Cscript%3E')).toBe('zh');
    expect(languageFromSearch('?userLanguage=%3Cscript%3E&userLanguage=zh')).toBe('en');
  });

  it('does not read a huge query string at all', () => {
    expect(queryLanguage(`?pad=${'x'.repeat(5000)}&userLanguage=zh`)).toBeNull();
    expect(languageFromSearch(`?pad=${'x'.repeat(5000)}&userLanguage=zh`)).toBe('en');
  });

  it('tells no userLanguage (undefined) from a malformed one (null)', () => {
    expect(queryLanguage('?a=1')).toBeUndefined();
    expect(queryLanguage('?userLanguage=')).toBeNull();
    expect(queryLanguage('?userLanguage=zh')).toBe('zh');
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
    expect(pathWithLanguage('/material-ui/getting-started', zh)).toBe('/zh/material-ui/getting-started');
    expect(pathWithLanguage('/joy-ui/api/button', fr)).toBe('/fr/joy-ui/api/button');
    expect(pathWithLanguage('/material-ui/getting-started', languageOf('pt-BR'))).toBe('/pt-BR/material-ui/getting-started');
    expect(pathWithLanguage('/', zh)).toBe('/zh/');
  });

  it('leaves English alone', () => {
    expect(pathWithLanguage('/material-ui/getting-started', DEFAULT_LANGUAGE)).toBe('/material-ui/getting-started');
    expect(pathWithLanguage('/', DEFAULT_LANGUAGE)).toBe('/');
  });

  it('leaves ignored paths alone in any language', () => {
    expect(pathWithLanguage('/blog/post', zh)).toBe('/blog/post');
    expect(pathWithLanguage('/blog', zh)).toBe('/blog');
    expect(pathWithLanguage('/x/blog/post', zh)).toBe('/x/blog/post');
    expect(pathWithLanguage('/size-snapshot', zh)).toBe('/size-snapshot');
    // Look-alikes are not ignored.
    expect(pathWithLanguage('/blogger', zh)).toBe('/zh/blogger');
  });
});

describe('splitLanguagePrefix (the server: a version link with a prefix reaches its page)', () => {
  it('splits a well-formed prefix, canonical', () => {
    expect(splitLanguagePrefix('/zh/material-ui/getting-started')).toEqual({ language: 'zh', pathname: '/material-ui/getting-started' });
    expect(splitLanguagePrefix('/pt-br/joy-ui/getting-started')).toEqual({ language: 'pt-BR', pathname: '/joy-ui/getting-started' });
    expect(splitLanguagePrefix('/zh')).toEqual({ language: 'zh', pathname: '/' });
  });

  it('undoes pathWithLanguage for every non-ignored path', () => {
    for (const p of ['/material-ui/getting-started', '/', '/system/getting-started']) {
      expect(splitLanguagePrefix(pathWithLanguage(p, zh))).toEqual({ language: zh, pathname: p });
    }
  });

  it.each(['/material-ui/getting-started', '/zh-/x', '/%3Cb%3E/x', '/x/blog', '/zh/blog/post', '/zh/size-snapshot', '/', '/assets/app.js', '/__proto__/x'])(
    'leaves %s alone',
    (p) => {
      expect(splitLanguagePrefix(p)).toBeUndefined();
    },
  );
});
