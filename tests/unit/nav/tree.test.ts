import { describe, expect, it } from 'vitest';
import { docsInfraPages } from '../../../site/data/docs-infra';
import { breadcrumbsOf, countPages, findTrail, pagesOf, prevNextOf, pruneTree } from '../../../src/nav/tree';
import type { NavItemData } from '../../../src/nav/types';

const paths = (items: readonly NavItemData[]): string[] => items.map((item) => item.pathname);

const tree: NavItemData[] = [
  {
    pathname: '/p/start-group',
    title: 'Start',
    children: [
      { pathname: '/p/one' },
      { pathname: '/p/hidden', inSideNav: false },
      { pathname: 'https://example.com/out', title: 'Out' },
      { pathname: '/p/sub', subheader: 'Sub', children: [{ pathname: '/p/two' }] },
    ],
  },
  { pathname: '/p/api', title: 'API', children: [] },
  { pathname: '/p/x', title: 'X', children: [{ pathname: '/p/x-link', linkProps: { href: 'https://mui.com/x' } }] },
  { pathname: '/p/three' },
];

describe('pagesOf / countPages', () => {
  it('lists leaf pages in nav order, skipping groups, outbound entries and inSideNav false', () => {
    expect(paths(pagesOf(tree))).toEqual(['/p/one', '/p/two', '/p/three']);
    expect(countPages(tree)).toBe(3);
  });

  it('hides the whole subtree of a group with inSideNav false', () => {
    const hidden: NavItemData[] = [{ pathname: '/g', inSideNav: false, children: [{ pathname: '/g/a' }] }, { pathname: '/b' }];
    expect(paths(pagesOf(hidden))).toEqual(['/b']);
  });
});

describe('breadcrumbsOf', () => {
  it('walks four levels of the experiments tree, marking groups', () => {
    expect(breadcrumbsOf(docsInfraPages, '/experiments/docs/api/data-grid/data-grid')).toEqual([
      { title: 'Test: pages.js', pathname: '/experiments/docs/main-parent', isGroup: true },
      { title: 'First-level child 2', pathname: '/experiments/docs/first-level-child-2', isGroup: true },
      { title: 'Second-level child parent', pathname: '/experiments/docs/api/data-grid-group', isGroup: true },
      { title: 'Subheader divider', pathname: '/experiments/docs/api/data-grid-components-group', isGroup: true },
      { title: 'Fourth-level child', pathname: '/experiments/docs/api/data-grid/data-grid', isGroup: false },
    ]);
  });

  it('uses auto-titles for groups without a title', () => {
    expect(breadcrumbsOf(docsInfraPages, '/x/react-data-grid/column-menu').map((c) => c.title)).toEqual([
      'Test: Data Grid e2e',
      'Columns',
      'Column Menu',
    ]);
  });

  it('is empty for a path not in the tree', () => {
    expect(breadcrumbsOf(tree, '/nowhere')).toEqual([]);
    expect(findTrail(tree, '/nowhere')).toBeUndefined();
  });
});

describe('prevNextOf', () => {
  it('steps over groups, outbound entries and hidden pages', () => {
    expect(paths(Object.values(prevNextOf(tree, '/p/one')))).toEqual(['/p/two']);
    expect(prevNextOf(tree, '/p/one').prev).toBeUndefined();
    const middle = prevNextOf(tree, '/p/two');
    expect(middle.prev?.pathname).toBe('/p/one');
    expect(middle.next?.pathname).toBe('/p/three');
    expect(prevNextOf(tree, '/p/three').next).toBeUndefined();
  });

  it('gives nothing for hidden pages, groups and unknown paths', () => {
    expect(prevNextOf(tree, '/p/hidden')).toEqual({});
    expect(prevNextOf(tree, '/p/start-group')).toEqual({});
    expect(prevNextOf(tree, '/nowhere')).toEqual({});
  });

  it('crosses group boundaries in the experiments tree', () => {
    const around = prevNextOf(docsInfraPages, '/experiments/docs/api/data-grid/data-grid');
    expect(around.prev?.pathname).toBe('/experiments/docs/third-level-child');
    expect(around.next?.pathname).toBe('/experiments/docs/first-level-child-3');
    expect(prevNextOf(docsInfraPages, '/experiments/docs/og-card').next?.pathname).toBe('/experiments/docs/callouts');
  });
});

describe('pruneTree', () => {
  it('keeps written pages and outbound links and drops groups left empty', () => {
    const written = new Set(['/p/one', '/p/three']);
    const pruned = pruneTree(tree, (pathname) => written.has(pathname));
    expect(pruned).toEqual([
      {
        pathname: '/p/start-group',
        title: 'Start',
        children: [{ pathname: '/p/one' }, { pathname: 'https://example.com/out', title: 'Out' }],
      },
      { pathname: '/p/x', title: 'X', children: [{ pathname: '/p/x-link', linkProps: { href: 'https://mui.com/x' } }] },
      { pathname: '/p/three' },
    ]);
  });

  it('does not mutate its input', () => {
    const before = structuredClone(tree);
    pruneTree(tree, () => false);
    expect(tree).toEqual(before);
  });

  it('drops a deep branch whose pages are all unwritten', () => {
    const pruned = pruneTree(docsInfraPages, (p) => p === '/experiments/docs/first-level-child-1');
    expect(pruned).toEqual([
      {
        pathname: '/experiments/docs/main-parent',
        title: 'Test: pages.js',
        children: [{ pathname: '/experiments/docs/first-level-child-1', title: 'First-level child 1' }],
      },
    ]);
  });
});
