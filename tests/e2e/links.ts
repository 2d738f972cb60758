/** HTML elements without a closing tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * The site's internal link targets in a pre-rendered page: `href`s starting with "/" (query and
 * hash dropped). Links inside a demo's live preview (`data-demo`) are skipped: they belong to the
 * reader's example app (a breadcrumb to "/projects"), not to this site. React's server output
 * closes every non-void element, so a depth count finds where the preview ends.
 */
export function internalLinksOf(html: string): string[] {
  const links: string[] = [];
  let depth = 0;
  let demoDepth = -1;
  for (const [, closing, tag = '', attrs = ''] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)) {
    const name = tag.toLowerCase();
    if (closing) {
      depth -= 1;
      if (depth === demoDepth) demoDepth = -1;
      continue;
    }
    if (demoDepth < 0 && name === 'a') {
      const href = /\shref="(\/[^"#?]*)/.exec(attrs)?.[1];
      if (href) links.push(href.replace(/&amp;/g, '&'));
    }
    if (VOID.has(name) || attrs.trimEnd().endsWith('/')) continue;
    if (demoDepth < 0 && /\sdata-demo="/.test(attrs)) demoDepth = depth;
    depth += 1;
  }
  return links;
}
