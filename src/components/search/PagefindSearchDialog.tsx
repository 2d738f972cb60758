import { useMemo } from 'react';
import { importPagefind, pagefindBackend } from '../../search/pagefind';
import type { SearchBackend } from '../../search/types';
import { SearchDialog, type SearchDialogProps } from './SearchDialog';

// One backend per runtime URL for the whole visit: reopening the dialog reuses the loaded index.
const backends = new Map<string, SearchBackend>();
const backendFor = (url: string): SearchBackend => {
  let backend = backends.get(url);
  if (!backend) {
    backend = pagefindBackend(importPagefind(url));
    backends.set(url, backend);
  }
  return backend;
};

export interface PagefindSearchDialogProps extends Omit<SearchDialogProps, 'backend'> {
  /** Pagefind's runtime (SiteConfig.searchUrl). */
  url: string;
  /** Replaces Pagefind (stories). */
  backend?: SearchBackend;
}

/** The search dialog over the site's Pagefind index: the chunk loaded on the first open. */
export default function PagefindSearchDialog({ url, backend, ...props }: PagefindSearchDialogProps) {
  const engine = useMemo(() => backend ?? backendFor(url), [backend, url]);
  return <SearchDialog backend={engine} {...props} />;
}
