import { CURRENT_VERSIONS } from '../spec/products';
import type { ProductId } from '../nav/types';
import { pathWithLanguage, type Language } from '../i18n/language';

/** Spec §3 "Product identity": a name and its versions. */
export interface VersionLink {
  text: string;
  href: string;
  current: boolean;
}

export interface ProductIdentity {
  id: ProductId;
  name: string;
  /** Section of the product switcher (spec §1: Core, internal docs). */
  section: 'Core' | 'Internal docs';
  /** Analytics productCategoryId (spec §7 page_view), as MUI reports it: "null" = no category. */
  categoryId: 'core' | 'null';
  versions: VersionLink[];
}

/** Spec §1: the documented products and their version menus. */
export const PRODUCTS: Record<Exclude<ProductId, 'docs'>, ProductIdentity> = {
  'material-ui': {
    id: 'material-ui',
    name: 'Material UI',
    section: 'Core',
    categoryId: 'core',
    versions: [
      { text: `v${CURRENT_VERSIONS['material-ui']}`, href: '/material-ui/getting-started', current: true },
      { text: 'v6', href: 'https://v6.mui.com/material-ui/getting-started/', current: false },
      { text: 'v5', href: 'https://v5.mui.com/material-ui/getting-started/', current: false },
      { text: 'v4', href: 'https://v4.mui.com/', current: false },
    ],
  },
  'joy-ui': {
    id: 'joy-ui',
    name: 'Joy UI',
    section: 'Core',
    categoryId: 'core',
    versions: [{ text: `v${CURRENT_VERSIONS['joy-ui']}`, href: '/joy-ui/getting-started', current: true }],
  },
  system: {
    id: 'system',
    name: 'MUI System',
    section: 'Core',
    categoryId: 'core',
    versions: [
      { text: `v${CURRENT_VERSIONS.system}`, href: '/system/getting-started', current: true },
      { text: 'v6', href: 'https://v6.mui.com/system/getting-started/', current: false },
      { text: 'v5', href: 'https://v5.mui.com/system/getting-started/', current: false },
    ],
  },
  'docs-infra': {
    id: 'docs-infra',
    name: 'Docs-infra',
    section: 'Internal docs',
    categoryId: 'null',
    versions: [{ text: 'v0.0.0', href: '/experiments/docs/headers', current: true }],
  },
};

/** Prefixes the path of a site-relative or absolute href with a non-English language. */
export function hrefWithLanguage(href: string, language: Language): string {
  if (href.startsWith('/')) return pathWithLanguage(href, language);
  const url = new URL(href);
  url.pathname = pathWithLanguage(url.pathname, language);
  return url.toString();
}

/** Version links for a language (spec §2): a non-English language gets a prefix in every link. */
export function versionLinks(versions: readonly VersionLink[], language: Language): VersionLink[] {
  return versions.map((v) => ({ ...v, href: hrefWithLanguage(v.href, language) }));
}
