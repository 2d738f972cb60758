import { describe, expect, it } from 'vitest';
import { manifestVersion, pagesCacheName, pageToCache, staleBuildCaches } from '../../../src/sw/pageCache';
import { offlineCacheName } from '../../../src/sw/offlineProtocol';

const origin = 'https://mui.com';

describe('page cache per build', () => {
  it('deletes the page caches of every other build, and nothing else', () => {
    const names = ['workbox-precache-v2-https://mui.com/', pagesCacheName('old1'), pagesCacheName('new'), pagesCacheName('old2'), 'something-else'];
    expect(staleBuildCaches(names, 'new')).toEqual([pagesCacheName('old1'), pagesCacheName('old2')]);
  });

  it('deletes the files saved for offline reading under every other build, and keeps this build\'s', () => {
    const names = [offlineCacheName('old'), pagesCacheName('new'), offlineCacheName('new'), 'docs-offline', offlineCacheName('newer')];
    expect(staleBuildCaches(names, 'new')).toEqual([offlineCacheName('old'), offlineCacheName('newer')]);
  });

  it('gives each precache list its own version, and the same list the same one', () => {
    const v1 = [{ url: '/assets/a-1.js', revision: null }, { url: '/404.html', revision: 'aaa' }];
    const v2 = [{ url: '/assets/a-1.js', revision: null }, { url: '/404.html', revision: 'aab' }];
    expect(manifestVersion(v1)).toBe(manifestVersion([...v1]));
    expect(manifestVersion(v1)).not.toBe(manifestVersion(v2));
    expect(manifestVersion(v1)).toMatch(/^[0-9a-z]+$/);
  });
});

describe('which pages a page may ask the worker to keep', () => {
  it('keeps a same-origin page without its query or hash', () => {
    expect(pageToCache({ type: 'CACHE_PAGE', url: 'https://mui.com/material-ui/react-button?x=1#demo' }, origin)).toBe(
      'https://mui.com/material-ui/react-button',
    );
    expect(pageToCache({ type: 'CACHE_PAGE', url: '/material-ui/react-button' }, origin)).toBe('https://mui.com/material-ui/react-button');
  });

  it('ignores other origins, API calls, the search index, other messages and junk', () => {
    for (const message of [
      { type: 'CACHE_PAGE', url: 'https://evil.example/page' },
      { type: 'CACHE_PAGE', url: '//evil.example/page' },
      { type: 'CACHE_PAGE', url: '/api/feedback' },
      { type: 'CACHE_PAGE', url: '/pagefind/pagefind.js' },
      { type: 'CACHE_PAGE', url: `/${'a'.repeat(3000)}` },
      { type: 'CACHE_PAGE', url: 42 },
      { type: 'OTHER', url: '/material-ui/react-button' },
      'skipWaiting',
      null,
      undefined,
    ]) {
      expect(pageToCache(message, origin), JSON.stringify(message)).toBeUndefined();
    }
  });
});
