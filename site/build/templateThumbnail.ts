/**
 * A template's thumbnail copy (src/config/templateThumbnails.ts): its pre-rendered page without
 * anything that runs or preloads code. The Templates page frames it sandboxed without
 * `allow-scripts`; a page that still carried scripts would make the browser log a "Blocked script
 * execution" error for each one, and its module preloads would fetch code nobody runs.
 *
 * Removed: every <script> element (inline, module, JSON data, speculation rules) and every
 * `<link rel="modulepreload">`. Added: `noindex`, so a search engine that finds the copy does not
 * list it beside the real page (whose canonical link the copy keeps).
 */
export function thumbnailDocumentOf(pageHtml: string, pagePath: string): string {
  const stripped = pageHtml
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '');
  if (/<script\b/i.test(stripped)) throw new Error(`Thumbnail of ${pagePath} still holds a script.`);
  if (!/<head>/i.test(stripped)) throw new Error(`Thumbnail of ${pagePath}: no <head> to mark noindex.`);
  return stripped.replace(/<head>/i, () => '<head><meta name="robots" content="noindex">');
}
