/** A run of excerpt text, highlighted when it is a matched word. */
export interface ExcerptSegment {
  text: string;
  highlighted: boolean;
}

// Pagefind escapes only < and > in page text before adding its <mark> tags; undo exactly that.
const unescape = (text: string) => text.replace(/&lt;|&gt;/g, (entity) => (entity === '&lt;' ? '<' : '>'));

/**
 * Splits a Pagefind excerpt into text segments. `<mark>` and `</mark>` are the only markup:
 * everything else (other tags, entities) stays text, so an excerpt can never inject HTML.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  let highlighted = false;
  for (const part of excerpt.split(/(<\/?mark>)/)) {
    if (part === '<mark>' || part === '</mark>') {
      highlighted = part === '<mark>';
      continue;
    }
    if (part === '') continue;
    const text = unescape(part);
    const last = segments[segments.length - 1];
    if (last && last.highlighted === highlighted) last.text += text;
    else segments.push({ text, highlighted });
  }
  return segments;
}
