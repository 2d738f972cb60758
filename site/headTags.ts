/** The text of an HTML attribute or element, escaped. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface HeadFacts {
  /** The document title ("Button - Material UI"). */
  title: string;
  /** The page's one-line description (site/pageSummary.ts). */
  description: string;
  /** Absolute URL of a written page; none on the 404 page, which is not indexed. */
  canonical?: string;
  /** Site-relative URL of the page's Markdown version (`<path>.md`). */
  markdownHref?: string;
  /** Absolute URL of the picture link previews show. */
  image: string;
  /** The picture is the page's own social card (site/ogImage.ts) of this size: previews show it large. */
  card?: { width: number; height: number };
  siteName: string;
}

/**
 * What search engines and link previews read in a page's head: title, description, canonical
 * link (or noindex), the Markdown alternate, Open Graph and Twitter cards. One fact, one source:
 * the previews repeat the title and description given here.
 */
export function headTags({ title, description, canonical, markdownHref, image, card, siteName }: HeadFacts): string[] {
  const meta = (attr: 'name' | 'property', key: string, value: string) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : meta('name', 'robots', 'noindex'),
    markdownHref ? `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownHref)}" />` : '',
    meta('property', 'og:type', canonical ? 'article' : 'website'),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    canonical ? meta('property', 'og:url', canonical) : '',
    meta('property', 'og:image', image),
    card ? meta('property', 'og:image:width', String(card.width)) : '',
    card ? meta('property', 'og:image:height', String(card.height)) : '',
    meta('name', 'twitter:card', card ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ].filter(Boolean);
}
