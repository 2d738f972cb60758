const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/**
 * sitemap.xml (sitemaps.org 0.9) of the written pages' canonical URLs, sorted. No lastmod: the
 * build does not know when a page's words last changed, and a build date on every page would lie.
 */
export function sitemapXml(urls: readonly string[]): string {
  const entries = [...new Set(urls)].sort().map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

/** robots.txt: every page may be crawled, the feedback API may not; the sitemap's address. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
