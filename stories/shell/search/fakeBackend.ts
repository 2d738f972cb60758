import type { SearchBackend, SearchHit } from '../../../src/search/types';

/** Results for "button" across three products, in the engine's rank order (groups interleave). */
export const buttonHits: SearchHit[] = [
  {
    href: '/material-ui/react-button',
    title: 'Button',
    product: 'Material UI',
    excerpt: 'A <mark>button</mark> tells people what will happen when they press it: save a draft, publish an article, delete a project.',
  },
  {
    href: '/joy-ui/react-button',
    title: 'Button',
    product: 'Joy UI',
    excerpt: 'Joy UI <mark>buttons</mark> come in four variants and take the color and size of the surface they sit on.',
  },
  {
    href: '/material-ui/api/button',
    title: 'Button API',
    product: 'Material UI',
    excerpt: 'Reference for the <mark>Button</mark> component of @mui/material: the props it takes and the &lt;<mark>button</mark>&gt; element it renders.',
  },
  {
    href: '/system/getting-started/usage',
    title: 'Usage',
    product: 'MUI System',
    excerpt: 'The sx prop styles any element, a <mark>button</mark> included, with values read from the theme.',
  },
  {
    href: '/material-ui/api/button-base',
    title: 'ButtonBase API',
    product: 'Material UI',
    excerpt: 'ButtonBase is the foundation the <mark>Button</mark>, IconButton and Tab components build on.',
  },
];

const never = new Promise<never>(() => {});

/**
 * Deterministic fakes of the Pagefind backend: they answer at once (a resolved promise, no
 * timers) or never, so a story's state does not race its screenshot.
 */
export const fakeBackends = {
  /** Finds `hits` for any query except "nothing". */
  answering: (hits: SearchHit[] = buttonHits): SearchBackend => ({
    load: async () => {},
    search: async (query) => (query.toLowerCase().includes('nothing') ? [] : hits),
  }),
  /** The index loads; queries never come back (the loading state). */
  pending: (): SearchBackend => ({ load: async () => {}, search: () => never }),
  /** The index cannot be fetched (offline before search was ever used). */
  offline: (): SearchBackend => ({
    load: async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    search: async () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  }),
  /** The index loads, then a query breaks. */
  failing: (): SearchBackend => ({ load: async () => {}, search: async () => Promise.reject(new Error('WASM error')) }),
};
