import { SEARCH_BODY_ATTR } from '../../../src/search/indexMarkup';

/**
 * Where the <div> that opens at `start` closes (the index after its "</div>"). React's markup is
 * balanced and escapes "<" in text and attributes, so counting <div> tags finds it.
 */
function divEnd(html: string, start: number): number {
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return tags.lastIndex;
  }
  throw new Error(`The element at ${start} is not closed.`);
}

/** The HTML without the <div>s that carry the attribute `name="value"`. */
function withoutDivs(html: string, name: string, value?: string): string {
  const opening = new RegExp(`<div\\b[^>]*\\s${name}="${value ?? '[^"]*'}"`, 'g');
  let out = '';
  let from = 0;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    out += html.slice(from, match.index);
    from = divEnd(html, match.index);
    opening.lastIndex = from;
  }
  return out + html.slice(from);
}

/**
 * The page's own content in its pre-rendered HTML: the element marked for search (the article
 * without the frame; src/search/indexMarkup.ts), as a string.
 */
export function contentHtmlOf(pageHtml: string): string | undefined {
  const start = pageHtml.indexOf(`<div ${SEARCH_BODY_ATTR}`);
  return start < 0 ? undefined : pageHtml.slice(start, divEnd(pageHtml, start));
}

/**
 * The same content with less to parse (demos are most of a page's markup): without what the
 * Markdown leaves out anyway (a demo's live preview and its JavaScript code, the inline SVG
 * icons), without syntax-highlighting spans inside <pre> and without class attributes. The
 * Markdown of both is the same (tests/unit/seo/pageContent.test.ts); it parses several times faster.
 */
export function lighterContentHtml(html: string): string {
  return withoutDivs(withoutDivs(html, 'data-code-block', 'JS'), 'data-demo')
    .replace(/<svg\b[\s\S]*?<\/svg>/g, '')
    .replace(/<pre\b[^>]*>[\s\S]*?<\/pre>/g, (pre) => pre.replace(/<\/?span\b[^>]*>/g, ''))
    .replace(/ class="[^"]*"/g, '');
}
