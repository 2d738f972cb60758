import { describe, expect, it } from 'vitest';
import { PRODUCTS, hrefWithLanguage, versionLinks } from '../../../src/products/identity';
import { DEFAULT_LANGUAGE as en, languageOf } from '../../../src/i18n/language';

const zh = languageOf('zh');

const current = (id: keyof typeof PRODUCTS) => PRODUCTS[id].versions.filter((v) => v.current);

describe('product identity (spec §1, §3)', () => {
  it('current versions: Material UI v7.2.0, Joy UI v5.0.0-beta.49, MUI System v7.2.0', () => {
    expect(current('material-ui').map((v) => v.text)).toEqual(['v7.2.0']);
    expect(current('joy-ui').map((v) => v.text)).toEqual(['v5.0.0-beta.49']);
    expect(current('system').map((v) => v.text)).toEqual(['v7.2.0']);
  });

  it('names the products', () => {
    expect(PRODUCTS['material-ui'].name).toBe('Material UI');
    expect(PRODUCTS['joy-ui'].name).toBe('Joy UI');
    expect(PRODUCTS.system.name).toBe('MUI System');
  });

  it('every product has a version menu with exactly one current version', () => {
    for (const product of Object.values(PRODUCTS)) {
      expect(product.versions.length, product.id).toBeGreaterThan(0);
      expect(product.versions.filter((v) => v.current).length, product.id).toBe(1);
    }
  });

  it('the current version links into this site', () => {
    expect(current('material-ui')[0].href).toBe('/material-ui/getting-started');
    expect(current('joy-ui')[0].href).toBe('/joy-ui/getting-started');
    expect(current('system')[0].href).toBe('/system/getting-started');
  });
});

describe('versionLinks (spec §2: non-English languages get a prefix in version links)', () => {
  it('English leaves every link unchanged', () => {
    for (const product of Object.values(PRODUCTS)) {
      expect(versionLinks(product.versions, en)).toEqual(product.versions);
    }
  });

  it('zh puts /zh in front of the path of site-relative and absolute links', () => {
    expect(versionLinks(PRODUCTS['material-ui'].versions, zh)).toEqual([
      { text: 'v7.2.0', href: '/zh/material-ui/getting-started', current: true },
      { text: 'v6', href: 'https://v6.mui.com/zh/material-ui/getting-started/', current: false },
      { text: 'v5', href: 'https://v5.mui.com/zh/material-ui/getting-started/', current: false },
      { text: 'v4', href: 'https://v4.mui.com/zh/', current: false },
    ]);
    expect(versionLinks(PRODUCTS.system.versions, zh).map((v) => v.href)).toEqual([
      '/zh/system/getting-started',
      'https://v6.mui.com/zh/system/getting-started/',
      'https://v5.mui.com/zh/system/getting-started/',
    ]);
    expect(versionLinks(PRODUCTS['joy-ui'].versions, zh).map((v) => v.href)).toEqual(['/zh/joy-ui/getting-started']);
  });

  it('every zh link has /zh/ at the start of its path', () => {
    for (const product of Object.values(PRODUCTS)) {
      for (const link of versionLinks(product.versions, zh)) {
        expect(new URL(link.href, 'https://mui.com').pathname.startsWith('/zh/'), link.href).toBe(true);
      }
    }
  });

  it('does not change the product data', () => {
    const before = JSON.stringify(PRODUCTS);
    versionLinks(PRODUCTS['material-ui'].versions, zh);
    expect(JSON.stringify(PRODUCTS)).toBe(before);
  });

  it('hrefWithLanguage keeps ignored paths and the query of absolute links', () => {
    expect(hrefWithLanguage('/blog/post', zh)).toBe('/blog/post');
    expect(hrefWithLanguage('https://v6.mui.com/material-ui/?a=1#b', zh)).toBe('https://v6.mui.com/zh/material-ui/?a=1#b');
  });
});
