/**
 * The site's internal link targets in a pre-rendered page: `href`s starting with "/" (query and
 * hash dropped), everywhere in the page, demos' live previews included: a reader can click those
 * too, so a demo link either leads to a page of this site or is an in-demo action (`#…`, `?…`).
 * No demo is exempt: the Routing page's router demos write hash links (`#/orders`) as well.
 */
export function internalLinksOf(html: string): string[] {
  return [...html.matchAll(/<a\b([^>]*)>/gi)].flatMap(([, attrs = '']) => {
    const href = /(?:^|\s)href="(\/[^"#?]*)/.exec(attrs)?.[1];
    return href ? [href.replace(/&amp;/g, '&')] : [];
  });
}
