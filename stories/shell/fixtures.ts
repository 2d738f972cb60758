import type { NavItemData } from '../../src/nav/types';
import { PRODUCTS } from '../../src/products/identity';
import type { ProductEntry } from '../../src/components/header/ProductSwitcher';

/** A nav tree exercising every flag, both plans, subheaders and four nesting levels. */
export const flagTree: NavItemData[] = [
  {
    pathname: '/experiments/docs/main-parent',
    title: 'Feature flags',
    children: [
      { pathname: '/experiments/docs/first-level-child-1', title: 'Plain page' },
      { pathname: '/experiments/docs/first-level-child-3', title: 'Pro plan', plan: 'pro' },
      { pathname: '/experiments/docs/premium', title: 'Premium plan', plan: 'premium' },
      { pathname: '/experiments/docs/first-level-child-4', title: 'New feature', newFeature: true },
      { pathname: '/experiments/docs/first-level-child-5', title: 'Planned feature', planned: true },
      { pathname: '/experiments/docs/first-level-child-6', title: 'Unstable feature', unstable: true },
      { pathname: '/experiments/docs/first-level-child-7', title: 'Beta feature', beta: true },
      { pathname: '/experiments/docs/first-level-child-8', title: 'Legacy feature', legacy: true },
      { pathname: '/experiments/docs/deprecated', title: 'Deprecated feature', deprecated: true },
    ],
  },
  {
    pathname: '/experiments/docs/first-level-child-2',
    title: 'Nested groups',
    children: [
      { pathname: '/experiments/docs/second-level-child', title: 'Second-level child' },
      {
        pathname: '/experiments/docs/api/data-grid-group',
        title: 'Second-level child parent',
        children: [
          { pathname: '/experiments/docs/third-level-child', title: 'Third-level child' },
          {
            pathname: '/experiments/docs/api/data-grid-components-group',
            subheader: 'Subheader divider',
            children: [{ pathname: '/experiments/docs/api/data-grid/data-grid', title: 'Fourth-level child' }],
          },
        ],
      },
    ],
  },
  {
    pathname: '/mui-x',
    subheader: 'MUI X',
    children: [{ pathname: '/x/react-data-grid', title: 'Data Grid', linkProps: { href: 'https://mui.com/x/react-data-grid' } }],
  },
];

/** Material UI's last top-level entry: the outbound template store link with its icon. */
export const templateStoreItem: NavItemData = {
  pathname: 'https://mui.com/store/?utm_source=docs&utm_medium=referral&utm_campaign=sidenav',
  title: 'Template store',
  icon: 'WebIcon',
};

/** The end of Material UI's tree as the side nav shows it: a group, then the template store. */
export const treeEndingInTemplateStore: NavItemData[] = [
  {
    pathname: '/material-ui/design-resources',
    title: 'Design resources',
    children: [
      { pathname: '/material-ui/design-resources/material-ui-for-figma', title: 'Figma Design Kit' },
      { pathname: '/material-ui/design-resources/material-ui-sync', title: 'Figma Sync plugin', unstable: true },
    ],
  },
  templateStoreItem,
];

/** The Home docs tree: two outbound entries, each with its icon (the first with its analytics attributes). */
export const homeDocsTree: NavItemData[] = [
  {
    pathname: 'https://mui.com/store/',
    title: 'Templates',
    icon: 'ReaderIcon',
    linkProps: { 'data-ga-event-category': 'store', 'data-ga-event-action': 'click', 'data-ga-event-label': 'sidenav' },
  },
  { pathname: 'https://mui.com/blog/', title: 'Blog', icon: 'BookIcon' },
];

/** The products a switcher offers. */
export const productEntries: ProductEntry[] = [
  { product: PRODUCTS['material-ui'], href: '/material-ui/getting-started' },
  { product: PRODUCTS['joy-ui'], href: '/joy-ui/getting-started' },
  { product: PRODUCTS.system, href: '/system/getting-started' },
  { product: PRODUCTS['docs-infra'], href: '/experiments/docs/headers' },
];

/** Web Storage whose every call throws, as in a sandboxed frame or a full quota (stories and unit tests). */
export const throwingStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};
