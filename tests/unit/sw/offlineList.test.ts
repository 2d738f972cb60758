import { describe, expect, it } from 'vitest';
import { allEntries, entriesToFetch, parseOfflineList, totalBytes, type OfflineEntry } from '../../../src/sw/offlineList';

const rev = (c: string) => c.repeat(32);
const page = (url: string, revision = rev('a'), size = 100): OfflineEntry => ({ url, revision, size });

describe('the offline list the build writes', () => {
  it('reads a valid list, pages first', () => {
    const list = parseOfflineList({ pages: [page('/material-ui/react-button')], files: [page('/assets/app-1.js', rev('b'), 20)] });
    expect(allEntries(list).map((e) => e.url)).toEqual(['/material-ui/react-button', '/assets/app-1.js']);
    expect(totalBytes(allEntries(list))).toBe(120);
  });

  it('refuses anything else with a message naming what is wrong', () => {
    expect(() => parseOfflineList(null)).toThrow('The offline list is not an object.');
    expect(() => parseOfflineList({ pages: [] })).toThrow('The offline list has no "files" array.');
    for (const bad of [
      { url: 'https://evil.example/x', revision: rev('a'), size: 1 },
      { url: '//evil.example/x', revision: rev('a'), size: 1 },
      { url: '/x', revision: 'short', size: 1 },
      { url: '/x', revision: rev('A'), size: 1 },
      { url: '/x', revision: rev('a'), size: -1 },
      { url: '/x', revision: rev('a'), size: 1.5 },
      'x',
    ]) {
      expect(() => parseOfflineList({ pages: [bad], files: [] })).toThrow(/invalid entry in "pages"/);
    }
  });
});

describe('resuming: what is still to download', () => {
  const entries = [page('/a'), page('/b'), page('/c'), page('/assets/x.js', rev('c'))];
  it('everything on a first run, nothing the precache holds', () => {
    const precached = (url: string) => url === '/assets/x.js';
    expect(entriesToFetch(entries, { precached, revisionOf: () => undefined }).map((e) => e.url)).toEqual(['/a', '/b', '/c']);
  });

  it('skips what is saved with the same revision, fetches again what was saved from another', () => {
    const saved = new Map([
      ['/a', rev('a')],
      ['/b', rev('0')],
    ]);
    expect(entriesToFetch(entries, { precached: () => false, revisionOf: (url) => saved.get(url) }).map((e) => e.url)).toEqual(['/b', '/c', '/assets/x.js']);
  });

  it('nothing once everything is saved', () => {
    expect(entriesToFetch(entries, { precached: () => false, revisionOf: (url) => entries.find((e) => e.url === url)?.revision })).toEqual([]);
  });
});
