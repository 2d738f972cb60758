import { describe, expect, it, vi } from 'vitest';
import { pageViewParams, sendPageView } from '../../../src/analytics/pageView';
import { PRODUCTS } from '../../../src/products/identity';

const view = {
  path: '/material-ui/getting-started/installation',
  title: 'Installation - Material UI',
  productId: 'material-ui',
  productCategoryId: 'core',
  canonical: 'https://mui.com/material-ui/getting-started/installation',
};

describe('page_view (spec §7: title, canonical location, productId, productCategoryId)', () => {
  it('maps the view onto GA4 page_view parameters', () => {
    expect(pageViewParams(view)).toEqual({
      page_title: 'Installation - Material UI',
      page_location: 'https://mui.com/material-ui/getting-started/installation',
      productId: 'material-ui',
      productCategoryId: 'core',
    });
  });

  it('is sent as gtag("event", "page_view", …)', () => {
    const gtag = vi.fn();
    sendPageView(gtag, view);
    expect(gtag.mock.calls).toEqual([['event', 'page_view', pageViewParams(view)]]);
  });

  it('product categories as MUI reports them: the core libraries are "core", docs-infra has none', () => {
    expect(PRODUCTS['material-ui'].categoryId).toBe('core');
    expect(PRODUCTS['joy-ui'].categoryId).toBe('core');
    expect(PRODUCTS.system.categoryId).toBe('core');
    expect(PRODUCTS['docs-infra'].categoryId).toBe('null');
  });
});
