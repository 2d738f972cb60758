/** Everything a deployment may change: URLs, ids and hosts. Components never hard-code them. */
export interface SiteConfig {
  /** Origin used for canonical links, e.g. "https://mui.com". */
  siteOrigin: string;
  /** Repository the "edit this page" and source links point to. */
  sourceRepo: string;
  /** Repository holding this site's content (the "edit this page" target). */
  contentRepo: string;
  /** Branch used in "edit this page" links. */
  sourceBranch: string;
  /** Product name used in UI copy (spec §8: "MUI" replaced by it). */
  productName: string;
  /** Ad network script URL; empty = no ads. */
  adScriptUrl: string;
  /** Ad network feed URL; empty = no inline ads. */
  adFeedUrl: string;
  /** Page the "backers" ad links point to. */
  backersUrl: string;
  /** Analytics measurement id; empty = events go nowhere. */
  analyticsId: string;
  /** GA4's gtag.js address, loaded with `?id=<analyticsId>` when an id is set. */
  analyticsScriptUrl: string;
  /** The product's own documentation host; the service worker registers only there. */
  ownHost: string;
  /** Feedback endpoint; empty = feedback not shown. */
  feedbackEndpoint: string;
  /** Chat endpoint; empty = chat action not shown. */
  chatEndpoint: string;
  /** MUI X licence key; empty = none. */
  licenseKey: string;
  /** The build shown in the page footer (a commit or release id); empty = not shown. */
  buildId: string;
  /** Pagefind's runtime, written by the build next to its index (same origin); empty = no search. */
  searchUrl: string;
}

/**
 * This project's own repository (package.json `repository`, kept equal by a unit test): where
 * "Edit this page" and the header's source link go unless VITE_SOURCE_REPO / VITE_CONTENT_REPO
 * (and VITE_SOURCE_BRANCH) say otherwise.
 */
export const PROJECT_REPOSITORY = 'https://github.com/mui-docs-workshop/mui-docs-workshop';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteOrigin: 'https://mui.com',
  sourceRepo: PROJECT_REPOSITORY,
  contentRepo: PROJECT_REPOSITORY,
  sourceBranch: 'main',
  productName: 'MUI',
  adScriptUrl: '',
  adFeedUrl: '',
  backersUrl: 'https://mui.com/material-ui/discover-more/backers/',
  analyticsId: '',
  analyticsScriptUrl: 'https://www.googletagmanager.com/gtag/js',
  ownHost: 'mui.com',
  feedbackEndpoint: '',
  chatEndpoint: '',
  licenseKey: '',
  buildId: '',
  searchUrl: '/pagefind/pagefind.js',
};
