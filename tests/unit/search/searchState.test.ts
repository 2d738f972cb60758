import { describe, expect, it } from 'vitest';
import { initialSearchState, searchReducer, searchViewOf, type SearchAction, type SearchState } from '../../../src/search/searchState';
import type { SearchHit } from '../../../src/search/types';

const hit = (href: string, product = 'Material UI'): SearchHit => ({ href, product, title: href, excerpt: '' });
const run = (actions: SearchAction[], from: SearchState = initialSearchState()) => actions.reduce(searchReducer, from);

describe('search state', () => {
  it('starts on the hint, or pending with an initial query', () => {
    expect(searchViewOf(initialSearchState())).toBe('hint');
    expect(initialSearchState('button').status).toBe('pending');
  });

  it('shows results for the query typed, the first one active', () => {
    const s = run([{ type: 'typed', query: 'butt' }, { type: 'answered', query: 'butt', hits: [hit('/a'), hit('/b')] }]);
    expect(searchViewOf(s)).toBe('results');
    expect(s.active).toBe(0);
    expect(s.hitsFor).toBe('butt');
  });

  it('stores the hits in display order (grouped), so the active index matches the screen', () => {
    const s = run([{ type: 'typed', query: 'x' }, { type: 'answered', query: 'x', hits: [hit('/j1', 'Joy UI'), hit('/m1'), hit('/j2', 'Joy UI')] }]);
    expect(s.hits.map((h) => h.href)).toEqual(['/j1', '/j2', '/m1']);
  });

  it('drops an answer to an older query', () => {
    const s = run([{ type: 'typed', query: 'bu' }, { type: 'typed', query: 'but' }, { type: 'answered', query: 'bu', hits: [hit('/old')] }]);
    expect(s.status).toBe('pending');
    expect(s.hits).toEqual([]);
  });

  it('keeps the last results up while the next query is pending (no flash), and shows "searching" only once slow', () => {
    const answered = run([{ type: 'typed', query: 'bu' }, { type: 'answered', query: 'bu', hits: [hit('/a')] }]);
    const typing = run([{ type: 'typed', query: 'but' }], answered);
    expect(searchViewOf(typing)).toBe('results');
    expect(typing.slow).toBe(false);
    const first = run([{ type: 'typed', query: 'but' }]);
    expect(searchViewOf(first)).toBe('hint');
    const slow = run([{ type: 'slow', query: 'but' }], first);
    expect(slow.slow).toBe(true);
    expect(searchViewOf(slow)).toBe('searching');
    expect(run([{ type: 'slow', query: 'older' }], first).slow).toBe(false);
  });

  it('says "no results" for the query that found nothing', () => {
    const s = run([{ type: 'typed', query: 'zzzq ' }, { type: 'answered', query: 'zzzq ', hits: [] }]);
    expect(searchViewOf(s)).toBe('noResults');
    expect(s.hitsFor).toBe('zzzq');
    expect(s.active).toBe(-1);
  });

  it('clearing the field goes back to the hint', () => {
    const s = run([{ type: 'typed', query: 'a' }, { type: 'answered', query: 'a', hits: [hit('/a')] }, { type: 'typed', query: '  ' }]);
    expect(searchViewOf(s)).toBe('hint');
    expect(s.hits).toEqual([]);
  });

  it('a failure before the index loaded, or while offline, means the index is unavailable; once loaded and online, an error', () => {
    expect(searchViewOf(run([{ type: 'typed', query: 'a' }, { type: 'failed', query: 'a', online: true }]))).toBe('unavailable');
    const answered = run([{ type: 'typed', query: 'a' }, { type: 'answered', query: 'a', hits: [] }]);
    expect(searchViewOf(run([{ type: 'typed', query: 'ab' }, { type: 'failed', query: 'ab', online: true }], answered))).toBe('error');
    expect(searchViewOf(run([{ type: 'typed', query: 'ab' }, { type: 'failed', query: 'ab', online: false }], answered))).toBe('unavailable');
    expect(searchViewOf(run([{ type: 'loaded' }, { type: 'typed', query: 'a' }, { type: 'failed', query: 'a', online: true }]))).toBe('error');
  });

  it('an engine that does not load makes search unavailable, unless a query was already answered', () => {
    expect(searchViewOf(run([{ type: 'loadFailed' }]))).toBe('unavailable');
    const answered = run([{ type: 'typed', query: 'a' }, { type: 'answered', query: 'a', hits: [hit('/a')] }]);
    expect(run([{ type: 'loadFailed' }], answered)).toBe(answered);
  });

  it('retry loads again and re-sends the query', () => {
    const failed = run([{ type: 'typed', query: 'a' }, { type: 'failed', query: 'a', online: false }]);
    const retried = run([{ type: 'retry' }], failed);
    expect(retried.status).toBe('pending');
    expect(retried.attempt).toBe(failed.attempt + 1);
    expect(run([{ type: 'loadFailed' }, { type: 'retry' }]).status).toBe('idle');
  });

  it('moves the active option with the keys and the mouse', () => {
    const s = run([{ type: 'typed', query: 'a' }, { type: 'answered', query: 'a', hits: [hit('/a'), hit('/b'), hit('/c')] }]);
    expect(run([{ type: 'key', key: 'ArrowDown' }, { type: 'key', key: 'ArrowDown' }], s).active).toBe(2);
    expect(run([{ type: 'key', key: 'ArrowUp' }], s).active).toBe(2);
    expect(run([{ type: 'key', key: 'End' }, { type: 'key', key: 'Home' }], s).active).toBe(0);
    expect(run([{ type: 'hover', index: 1 }], s).active).toBe(1);
    expect(run([{ type: 'hover', index: 9 }], s).active).toBe(0);
  });
});
