/** HTML elements without a closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Demos whose links are routes of their own in-memory router (React Router's MemoryRouter on the
 * Routing libraries page): with JavaScript the router prevents the default and stays in the demo;
 * the pre-rendered hrefs (/orders, /help/shipping) are not pages of this site. A known gap, listed
 * so that no other demo can add such links: these two are to be reworked to in-page `#…` hrefs.
 */
export const IN_MEMORY_ROUTER_DEMOS = new Set(['RouterLinkAdapter', 'ThemeLinkDefaults']);

/**
 * The site's internal link targets in a pre-rendered page: `href`s starting with "/" (query and
 * hash dropped), everywhere in the page, demos' live previews included: a reader can click those
 * too, so a demo link either leads to a page of this site or is an in-demo action (`#…`, `?…`).
 * React's server output closes every non-void element, so a depth count finds where a skipped
 * demo's preview ends.
 */
export function internalLinksOf(html: string): string[] {
  const links: string[] = [];
  let depth = 0;
  let skipDepth = -1;
  for (const [, closing, tag = '', attrs = ''] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const name = tag.toLowerCase();
    if (closing) {
      depth -= 1;
      if (depth === skipDepth) skipDepth = -1;
      continue;
    }
    if (skipDepth < 0 && name === 'a') {
      const href = /(?:^|\s)href="(\/[^"#?]*)/.exec(attrs)?.[1];
      if (href) links.push(href.replace(/&amp;/g, '&'));
    }
    if (VOID.has(name) || attrs.trimEnd().endsWith('/')) continue;
    const demo = /\sdata-demo="([^"]*)"/.exec(attrs)?.[1];
    if (skipDepth < 0 && demo && IN_MEMORY_ROUTER_DEMOS.has(demo)) skipDepth = depth;
    depth += 1;
  }
  return links;
}
