/**
 * The site's internal link targets in a pre-rendered page: `href`s starting with "/" (query and
 * hash dropped), everywhere in the page, demos' live previews included: a reader can click those
 * too, so a demo link either leads to a page of this site or is an in-demo action (`#…`, `?…`).
 */
export function internalLinksOf(html: string): string[] {
  const links: string[] = [];
  for (const [, attrs = ''] of html.matchAll(/<a\s([^>]*)>/gi)) {
    const href = /(?:^|\s)href="(\/[^"#?]*)/.exec(attrs)?.[1];
    if (href) links.push(href.replace(/&amp;/g, '&'));
  }
  return links;
}
