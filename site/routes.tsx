import type { ComponentType } from 'react';
import Typography from '@mui/material/Typography';
import type { MDXComponents } from 'mdx/types';
import type { TocEntry } from '../src/components/page/Toc';
import type { ApiFunctionDoc } from './build/api/functionTypes';
import type { ApiDoc } from './build/api/types';
import type { ApiIndexDoc, ApiMembersDoc } from './build/api/interfaceTypes';
import { membersSections } from './pages/api/membersSections';
import { functionSections } from './pages/api/functionSections';
import type { ComponentsApiTab } from './build/componentsApi';

/** What every routed page module gives the frame. */
export interface PageModule {
  default: ComponentType<{ components?: MDXComponents }>;
  toc: TocEntry[];
  meta?: { description?: string };
}

const mdxPages = import.meta.glob<PageModule>('./content/**/*.mdx');
const componentsApiTabs: Record<string, ComponentsApiTab> =
  Object.values(import.meta.glob<{ default: Record<string, ComponentsApiTab> }>('./generated/components-api.json', { eager: true }))[0]?.default ?? {};
const apiDocs = import.meta.glob<{ default: ApiDoc }>(['./generated/api/*/*.json', '!./generated/api/*/index.json']);
/** The public functions' API pages (createBox, useMediaQuery…): same routes, their own page component. */
const functionDocs = import.meta.glob<{ default: ApiFunctionDoc }>('./generated/api-functions/*/*.json');
/** Generated pages whose file path is their route (the Data Grid API: interfaces, props, index). */
const routeDocs = import.meta.glob<{ default: ApiMembersDoc | ApiIndexDoc }>('./generated/api-routes/**/*.json');

const API_SECTIONS: [keyof ApiDoc, string, string][] = [
  ['demos', 'demos', 'Demos'],
  ['imports', 'import', 'Import'],
  ['props', 'props', 'Props'],
  ['inheritance', 'inheritance', 'Inheritance'],
  ['slots', 'slots', 'Slots'],
  ['classes', 'css-classes', 'CSS classes'],
];

/** The API page's contents: the sections it shows, in order. */
export function apiToc(api: ApiDoc): TocEntry[] {
  return API_SECTIONS.filter(([key]) => {
    const value = api[key];
    return Array.isArray(value) ? value.length > 0 : Boolean(value);
  }).map(([, id, text]) => ({ id, text, depth: 2 }));
}

const contentPath = (file: string) => file.replace(/^\.\/content/, '').replace(/\.mdx$/, '');
const apiPath = (file: string) => {
  const [, product, name] = /\.\/generated\/api(?:-functions)?\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return `/${product}/api/${name}`;
};

const loaders = new Map<string, () => Promise<PageModule>>();
/** The repository file behind each MDX loader: the glob's keys are relative to this file, which sits in site/. */
const mdxFiles = new Map<() => Promise<PageModule>, string>();
for (const [file, load] of Object.entries(mdxPages)) {
  loaders.set(contentPath(file), load);
  mdxFiles.set(load, `site/${file.replace(/^\.\//, '')}`);
}
const apiLoaders = new Map<string, () => Promise<{ default: ApiDoc }>>();
for (const [file, load] of Object.entries(apiDocs)) {
  apiLoaders.set(apiPath(file), load);
  loaders.set(apiPath(file), async () => {
    const [{ default: api }, { default: ApiPage, DocsHrefContext }] = await Promise.all([load(), import('./pages/ApiPage')]);
    const Page = () => (
      <DocsHrefContext.Provider value={docsHref}>
        <ApiPage api={api} />
      </DocsHrefContext.Provider>
    );
    return { default: Page, toc: apiToc(api), meta: { description: `API reference of the ${api.name} component of ${api.packageName}: props, CSS classes and slots.` } };
  });
}

for (const [file, load] of Object.entries(functionDocs)) {
  loaders.set(apiPath(file), async () => {
    const [{ default: api }, { default: ApiFunctionPage, DocsHrefContext }] = await Promise.all([load(), import('./pages/ApiFunctionPage')]);
    const Page = () => (
      <DocsHrefContext.Provider value={docsHref}>
        <ApiFunctionPage api={api} />
      </DocsHrefContext.Provider>
    );
    return { default: Page, toc: functionSections(api).map(({ id, text }) => ({ id, text, depth: 2 })), meta: { description: `API reference of the ${api.name} function of ${api.packageName}: its signature, parameters, options and return type.` } };
  });
}

for (const [file, load] of Object.entries(routeDocs)) {
  const route = file.replace(/^\.\/generated\/api-routes/, '').replace(/\.json$/, '');
  loaders.set(route, async () => {
    const { default: doc } = await load();
    if ('members' in doc) {
      const { default: ApiMembersPage, DocsHrefContext } = await import('./pages/ApiMembersPage');
      const Page = () => (
        <DocsHrefContext.Provider value={docsHref}>
          <ApiMembersPage api={doc} />
        </DocsHrefContext.Provider>
      );
      const what = doc.kind === 'component' ? 'component: its props' : 'interface: its properties';
      return { default: Page, toc: membersSections(doc).map(({ id, text }) => ({ id, text, depth: 2 })), meta: { description: `API reference of the ${doc.name} ${what}, with types, defaults and plans, from ${doc.packages.join(', ')}.` } };
    }
    const { default: ApiIndexPage, INDEX_SECTIONS } = await import('./pages/ApiIndexPage');
    return {
      default: () => <ApiIndexPage index={doc} />,
      toc: INDEX_SECTIONS.map(({ id, text }) => ({ id, text, depth: 2 })),
      meta: { description: `${doc.title}: the Data Grid's components and interfaces, the packages that export them, with links to their reference pages.` },
    };
  });
}

/** Where a component page's "Component API" tab lives (spec §2). */
const API_TAB_SUFFIX = '/components-api';
/** The "Component API" tab of a component page, when it has one. */
export const componentsApiPath = (page: string): string => `${page}${API_TAB_SUFFIX}`;
/** The component page a "Component API" tab belongs to; undefined for any other path. */
export const tabParentOf = (path: string): string | undefined => (path.endsWith(API_TAB_SUFFIX) ? path.slice(0, -API_TAB_SUFFIX.length) : undefined);

// Each component page's "Component API" tab: the API pages it links to, one after another.
for (const [page, { title, apis }] of Object.entries(componentsApiTabs)) {
  const product = page.split('/')[1];
  const load = apis.map((name) => apiLoaders.get(`/${product}/api/${name}`)).filter((l) => l !== undefined);
  if (!loaders.has(page) || load.length === 0) continue;
  loaders.set(componentsApiPath(page), async () => {
    const [docs, { default: ApiPage, DocsHrefContext }] = await Promise.all([Promise.all(load.map((l) => l().then((m) => m.default))), import('./pages/ApiPage')]);
    const Page = () => (
      <DocsHrefContext.Provider value={docsHref}>
        <Typography variant="h1" component="h1" sx={{ mt: 0, mb: 2 }}>
          {title} API
        </Typography>
        {docs.map((api) => (
          <ApiPage key={api.name} api={api} embedded />
        ))}
      </DocsHrefContext.Provider>
    );
    const names = docs.map((api) => api.name).join(', ');
    return { default: Page, toc: docs.map((api) => ({ id: api.pathname.split('/').pop()!, text: api.name, depth: 2 })), meta: { description: `API reference of ${names}: props, CSS classes and slots.` } };
  });
}


/**
 * Where a docs link from MUI's declarations can be read: here when the page is written,
 * otherwise on MUI's own site.
 */
export function docsHref(href: string): string {
  if (!href.startsWith('/')) return href;
  const [pathPart = '', hash] = href.split('#');
  const path = pathPart.replace(/\/+$/, '') || '/';
  if (loaders.has(path)) return hash ? `${path}#${hash}` : path;
  return `https://mui.com${href}`;
}

/** Whether a written page has a "Component API" tab (the tab pair shows on both). */
export const hasComponentsApiTab = (page: string): boolean => loaders.has(componentsApiPath(page));

/**
 * The repository file a written page is made from ("site/content/material-ui/react-button.mdx"),
 * found from the module its route loads: the MDX file. Generated pages (API pages and "Component
 * API" tabs) have none: their text comes from the installed packages' type declarations, which
 * are not files of this repository.
 */
export function sourceFileOf(path: string): string | undefined {
  const load = loaders.get(path);
  return load && mdxFiles.get(load);
}

/** Every written page's path: only these are routed and shown in the nav. */
export const writtenPaths: ReadonlySet<string> = new Set(loaders.keys());

const loaded = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

/** Loads a page's chunk once; the frame renders it synchronously afterwards. */
export function loadPage(path: string): Promise<PageModule> {
  const ready = loaded.get(path);
  if (ready) return Promise.resolve(ready);
  let p = pending.get(path);
  if (!p) {
    const load = loaders.get(path);
    if (!load) return Promise.reject(new Error(`No page at ${path}`));
    p = load().then((m) => {
      loaded.set(path, m);
      return m;
    });
    pending.set(path, p);
  }
  return p;
}

/** The page module if its chunk is already loaded. */
export const loadedPage = (path: string): PageModule | undefined => loaded.get(path);
