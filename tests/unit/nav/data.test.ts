import { describe, expect, it } from 'vitest';
import { apiGroups, navTrees } from '../../../site/data';
import { docsPages } from '../../../site/data/docs';
import { materialUiPages } from '../../../site/data/material-ui';
import { flagsOf } from '../../../src/nav/flags';
import { hrefOf, isOutbound } from '../../../src/nav/outbound';
import { titleOf } from '../../../src/nav/title';
import { countPages, findTrail, pagesOf, walkNav } from '../../../src/nav/tree';
import type { ProductId } from '../../../src/nav/types';
import { validateNav } from '../../../src/nav/validate';

const products = Object.keys(navTrees) as ProductId[];

describe('site/data nav trees', () => {
  it.each(products)('%s has no duplicate pathname', (product) => {
    expect(() => validateNav(navTrees[product], product)).not.toThrow();
  });

  it('page counts match the reference map (Material v7 135 + MCP)', () => {
    const counts = Object.fromEntries(products.map((product) => [product, countPages(navTrees[product])]));
    expect(counts).toEqual({ 'material-ui': 136, 'joy-ui': 67, system: 29, 'docs-infra': 72, docs: 0 });
  });

  it('API groups exist, are empty until the build fills them, and hold no pages', () => {
    expect(apiGroups).toEqual({ 'material-ui': '/material-ui/api', 'joy-ui': '/joy-ui/api', system: '/system/api' });
    for (const [product, group] of Object.entries(apiGroups) as [ProductId, string][]) {
      expect(findTrail(navTrees[product], group)?.at(-1)?.children).toEqual([]);
    }
  });

  it('Material: MCP comes right after usage in Getting started', () => {
    const gettingStarted = pagesOf(materialUiPages).slice(0, 5).map((p) => p.pathname);
    expect(gettingStarted).toEqual([
      '/material-ui/getting-started',
      '/material-ui/getting-started/installation',
      '/material-ui/getting-started/usage',
      '/material-ui/getting-started/mcp',
      '/material-ui/getting-started/example-projects',
    ]);
  });

  it('Material: 7 outbound entries, MUI X and Toolpad linking to mui.com', () => {
    const outbound = [...walkNav(materialUiPages)].map((l) => l.item).filter(isOutbound);
    expect(outbound.map(hrefOf)).toEqual([
      'https://mui.com/x/react-data-grid',
      'https://mui.com/x/react-date-pickers',
      'https://mui.com/x/react-charts',
      'https://mui.com/x/react-tree-view',
      'https://mui.com/toolpad/core/react-dashboard-layout/',
      'https://mui.com/toolpad/core/react-sign-in-page/',
      'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=sidenav',
    ]);
    expect(outbound.map(titleOf).at(-1)).toBe('Template store');
  });

  it('carries the flags of the map', () => {
    const flagged = (tree: (typeof navTrees)[ProductId]) =>
      [...walkNav(tree)].filter((l) => flagsOf(l.item).length > 0).map((l) => `${l.item.pathname}:${flagsOf(l.item).join(',')}`);
    expect(flagged(materialUiPages)).toEqual([
      '/material-ui/getting-started/mcp:newFeature',
      '/material-ui/react-grid-legacy:deprecated',
      '/toolpad/core/react-dashboard-layout/:newFeature',
      '/toolpad/core/react-sign-in-page/:newFeature',
      '/material-ui/customization/container-queries:newFeature',
      '/material-ui/customization/css-variables:newFeature',
      '/material-ui/customization/css-layers:newFeature',
      '/material-ui/integrations/tailwindcss/tailwindcss-v4:newFeature',
      '/material-ui/integrations/nextjs:newFeature',
      '/material-ui/design-resources/material-ui-sync:unstable',
    ]);
    expect(flagged(navTrees['joy-ui'])).toEqual([]);
    expect(flagged(navTrees.system)).toEqual(['/system/styles:legacy']);
  });

  it('docs home tree: two outbound entries with icons and GA attributes', () => {
    expect(docsPages.map((p) => [hrefOf(p), titleOf(p), p.icon, isOutbound(p)])).toEqual([
      ['https://mui.com/store/', 'Templates', 'ReaderIcon', true],
      ['https://mui.com/blog/', 'Blog', 'BookIcon', true],
    ]);
    expect(docsPages[0]?.linkProps).toEqual({
      'data-ga-event-category': 'store',
      'data-ga-event-action': 'click',
      'data-ga-event-label': 'sidenav',
    });
  });
});
