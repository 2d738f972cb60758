import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { createTranslator, translations, type Translations } from '../../../src/i18n/translate';
import { DEFAULT_LANGUAGE, languageOf, type Language } from '../../../src/i18n/language';
import { ERRORS } from '../../../src/spec/errors';
import { NAV_FLAGS } from '../../../src/nav/flags';
import en from '../../../src/i18n/locales/en.json';
import zhTable from '../../../src/i18n/locales/zh.json';

const [fr, de, zh] = ['fr', 'de', 'zh'].map(languageOf) as [Language, Language, Language];

const fakeLogger = () => ({ warn: vi.fn<(message: string) => void>(), error: vi.fn<(message: string) => void>() });

const all: Translations = {
  en: { 'code.copy': 'Copy', 'code.copied': 'Copied', 'toc.title': 'Contents' },
  fr: { 'code.copy': 'Copier' },
};

describe('createTranslator (spec §8)', () => {
  it('returns the value of an existing key without logging', () => {
    const logger = fakeLogger();
    const t = createTranslator(all, logger);
    expect(t(fr, 'code.copy')).toBe('Copier');
    expect(t(DEFAULT_LANGUAGE, 'code.copy')).toBe('Copy');
    expect(logger.warn).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('falls back to English for a missing key and warns once per key and language', () => {
    const logger = fakeLogger();
    const t = createTranslator({ ...all, de: { 'code.copy': 'Kopieren' } }, logger);

    expect(t(fr, 'code.copied')).toBe('Copied');
    expect(t(fr, 'code.copied')).toBe('Copied');
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0][0]).toContain('code.copied');
    expect(logger.warn.mock.calls[0][0]).toContain('fr');

    // Another key in the same language: another warning.
    expect(t(fr, 'toc.title')).toBe('Contents');
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[1][0]).toContain('toc.title');

    // The same key in another language: another warning.
    expect(t(de, 'code.copied')).toBe('Copied');
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.warn.mock.calls[2][0]).toContain('de');

    // Repeats of all three stay silent.
    t(fr, 'code.copied');
    t(fr, 'toc.title');
    t(de, 'code.copied');
    expect(logger.warn).toHaveBeenCalledTimes(3);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('warnings are per translator: a new translator warns again', () => {
    const a = fakeLogger();
    const b = fakeLogger();
    createTranslator(all, a)(fr, 'code.copied');
    createTranslator(all, b)(fr, 'code.copied');
    expect(a.warn).toHaveBeenCalledTimes(1);
    expect(b.warn).toHaveBeenCalledTimes(1);
  });

  it('logs an error and shows the ellipsis for a missing language', () => {
    expect(ERRORS.missingLanguagePlaceholder).toBe('\u2026');
    const logger = fakeLogger();
    const t = createTranslator(all, logger);
    expect(t(zh, 'code.copy')).toBe('…');
    expect(t(zh, 'code.copy')).toBe(ERRORS.missingLanguagePlaceholder);
    expect(logger.error).toHaveBeenCalled();
    expect(logger.error.mock.calls[0][0]).toContain('zh');
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('a language or key named like an Object property is missing, not inherited', () => {
    const logger = fakeLogger();
    const t = createTranslator(all, logger);
    expect(t('constructor' as Language, 'code.copy')).toBe('…');
    expect(t('__proto__' as Language, 'code.copy')).toBe('…');
    expect(t(fr, '__proto__' as never)).toBe('__proto__');
    expect(t(fr, 'toString' as never)).toBe('toString');
  });

  it('ships English, complete, and a partial Chinese table whose keys all exist in English', () => {
    expect(Object.keys(translations)).toEqual(['en', 'zh']);
    expect(translations.en).toBe(en);
    const zhKeys = Object.keys(zhTable);
    expect(zhKeys.length).toBeGreaterThan(5);
    expect(zhKeys.length).toBeLessThan(Object.keys(en).length);
    for (const key of zhKeys) expect(en, key).toHaveProperty([key]);
  });

  it('the shipped zh table translates what it has and falls back for the rest', () => {
    const logger = fakeLogger();
    const t = createTranslator(translations, logger);
    expect(t(zh, 'toc.title')).toBe('目录');
    expect(t(zh, 'code.copied')).toBe('已复制');
    expect(t(zh, 'toc.label')).toBe(en['toc.label']);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});

describe('translation keys used by components exist in en.json', () => {
  const root = fileURLToPath(new URL('../../../src/components/', import.meta.url));
  const files = (readdirSync(root, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => path.join(root, f));
  const enKeys = new Set(Object.keys(en));

  const literalKeys = new Map<string, string>();
  const templates = new Map<string, string>();
  for (const file of files) {
    // Comments may show t('…') as an example: scan code only.
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const rel = path.relative(root, file);
    for (const m of source.matchAll(/\bt\(\s*(['"])([^'"]+)\1\s*\)/g)) literalKeys.set(m[2], rel);
    // Keys built from a template (`nav.flag.${flag}`), wherever they are used.
    for (const m of source.matchAll(/`([a-zA-Z]+(?:\.[a-zA-Z]+)*\.\$\{\w+\})`/g)) templates.set(m[1], rel);
    // Marked frame texts (<Tr k="…" />) and attributes (trAttrs({ 'aria-label': '…' })).
    for (const m of source.matchAll(/<Tr k=(['"])([^'"]+)\1/g)) literalKeys.set(m[2], rel);
    for (const m of source.matchAll(/trAttrs\(\{([^}]*)\}\)/g)) {
      for (const v of m[1].matchAll(/:\s*(['"])([^'"]+)\1/g)) literalKeys.set(v[2], rel);
    }
    // Keys handed to t() through a TranslationKey-typed prop (e.g. the settings drawer's labels).
    if (source.includes('TranslationKey') || source.includes('<Tr k={')) {
      for (const m of source.matchAll(/\b(?:label|idle|copied|failed)(?:=|:\s*)(['"])([a-zA-Z]+(?:\.[a-zA-Z]+)+)\1/g)) literalKeys.set(m[2], rel);
    }
  }

  it('finds the components and their keys (the scan is not vacuous)', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(literalKeys.size).toBeGreaterThan(30);
    expect(literalKeys.has('settings.dark')).toBe(true);
    // Marked frame texts and attributes, and keys held in a typed map, are scanned too.
    for (const key of ['toc.title', 'toc.label', 'pageTabs.components', 'code.copyFailed', 'prevNext.next']) expect(literalKeys.has(key), key).toBe(true);
    expect([...templates.keys()].sort()).toEqual(['nav.flag.${flag}', 'nav.plan.${plan}']);
  });

  it('every literal t(\'key\') is in en.json', () => {
    const missing = [...literalKeys].filter(([key]) => !enKeys.has(key)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('every nav flag and plan key is in en.json', () => {
    for (const flag of NAV_FLAGS) expect(en).toHaveProperty([`nav.flag.${flag}`]);
    for (const plan of ['pro', 'premium']) expect(en).toHaveProperty([`nav.plan.${plan}`]);
  });

  it('every en.json value is a non-empty string', () => {
    for (const [key, value] of Object.entries(en)) {
      expect(typeof value, key).toBe('string');
      expect(value.trim().length, key).toBeGreaterThan(0);
    }
  });
});
