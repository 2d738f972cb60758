import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, readerLanguage, type LanguageStorage } from '../../../src/i18n/readerLanguage';
import { throwingStorage } from '../../../stories/shell/fixtures';

/** A Map-backed Web Storage that records what was written. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: LanguageStorage & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
  return storage;
}

const throwing: LanguageStorage = throwingStorage;

const at = (search: string, pathname = '/material-ui/getting-started') => ({ pathname, search });

describe('readerLanguage: the query decides, storage remembers', () => {
  it('English with no query and nothing stored', () => {
    const storage = memoryStorage();
    expect(readerLanguage(at(''), storage)).toBe('en');
    expect(storage.data.size).toBe(0);
  });

  it('a well-formed query value is the language and is stored (canonical)', () => {
    const storage = memoryStorage();
    expect(readerLanguage(at('?userLanguage=pt-br'), storage)).toBe('pt-BR');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('pt-BR');
    // The next page, without a query: the stored language.
    expect(readerLanguage(at(''), storage)).toBe('pt-BR');
  });

  it('a valid query value replaces the stored one; userLanguage=en goes back to English', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'zh' });
    expect(readerLanguage(at('?userLanguage=fr'), storage)).toBe('fr');
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(readerLanguage(at('?userLanguage=en'), storage)).toBe('en');
    expect(storage.data.has(LANGUAGE_STORAGE_KEY)).toBe(false);
    expect(readerLanguage(at(''), storage)).toBe('en');
  });

  it.each(['%3Cscript%3E', 'en-', 'zh--CN', '__proto__', 'q'.repeat(10_240), ''])(
    'a malformed query value (%s) gives English on this page and leaves storage alone',
    (value) => {
      const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'zh' });
      expect(readerLanguage(at(`?userLanguage=${value}`), storage)).toBe('en');
      expect([...storage.data]).toEqual([[LANGUAGE_STORAGE_KEY, 'zh']]);
      expect(readerLanguage(at(''), storage)).toBe('zh');
    },
  );

  it('a stored value is checked again: garbage there gives English', () => {
    for (const stored of ['<img src=x onerror=alert(1)>', '__proto__', 'x'.repeat(5000), 'pt-br']) {
      const result = readerLanguage(at(''), memoryStorage({ [LANGUAGE_STORAGE_KEY]: stored }));
      expect(result).toBe(stored === 'pt-br' ? 'pt-BR' : 'en');
    }
  });

  it('the blog and the size snapshot are English and never touch storage', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'zh' });
    expect(readerLanguage(at('', '/blog/post'), storage)).toBe('en');
    expect(readerLanguage(at('?userLanguage=fr', '/size-snapshot'), storage)).toBe('en');
    expect(readerLanguage(at('?userLanguage=en', '/x/blog'), storage)).toBe('en');
    expect([...storage.data]).toEqual([[LANGUAGE_STORAGE_KEY, 'zh']]);
  });

  it('storage that throws, or none, never throws: the query still holds for the page', () => {
    expect(readerLanguage(at('?userLanguage=zh'), throwing)).toBe('zh');
    expect(readerLanguage(at('?userLanguage=en'), throwing)).toBe('en');
    expect(readerLanguage(at(''), throwing)).toBe('en');
    expect(readerLanguage(at('?userLanguage=zh'), null)).toBe('zh');
    expect(readerLanguage(at(''), null)).toBe('en');
  });
});
