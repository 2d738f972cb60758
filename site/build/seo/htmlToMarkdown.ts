import { SEARCH_IGNORE_ATTR } from '../../../src/search/indexMarkup';

/**
 * The Markdown of a page's own content (its `data-pagefind-body` element: the article without
 * the frame), for `<path>.md` and "Copy page as Markdown". It walks a DOM (happy-dom at build
 * time), so headings, code blocks (with their language), lists and the API tables come out as
 * Markdown; what is not content (copy buttons, anchors, demo toolbars, a demo's live preview and
 * its JS twin of the TS code, the ad) is left out.
 */

export interface MarkdownOptions {
  /** The page's absolute URL: site-relative links and images become absolute, "#x" links point into the page. */
  pageUrl: string;
}

/** Elements that are not the page's words: controls, the live preview of a demo, the ad, scripts. */
const SKIPPED = [`[${SEARCH_IGNORE_ATTR}]`, '[data-demo]', '[data-code-block="JS"]', 'aside[data-ad-slot]', '[hidden]', 'script', 'style', 'template', 'svg', 'button', 'input', 'select', 'textarea'].join(',');

const BLOCK = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'DD', 'DETAILS', 'DIALOG', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE', 'FOOTER', 'FORM',
  'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LEGEND', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY', 'TABLE', 'UL',
]);

const isElement = (node: Node): node is Element => node.nodeType === 1;
const isText = (node: Node): boolean => node.nodeType === 3;
const skipped = (el: Element) => el.matches(SKIPPED);
/** A code block: the site's (a `data-language` box around a <pre>) or a bare <pre>. */
const isCodeBlock = (el: Element) => el.tagName === 'PRE' || (el.hasAttribute('data-language') && el.querySelector('pre') !== null);
const isBlock = (el: Element) => BLOCK.has(el.tagName) || isCodeBlock(el);

/** Characters that would turn prose into Markdown syntax. */
const escapeText = (text: string) => text.replace(/[\\`*_[\]<]/g, (c) => `\\${c}`);

/** A run of backticks longer than any in the text, so the code can hold backticks. */
function fenceFor(text: string, min: number): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  return '`'.repeat(Math.max(min, longest + 1));
}

export function inlineCode(text: string): string {
  const fence = fenceFor(text, 1);
  const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export function codeBlock(code: string, language = ''): string {
  const body = code.replace(/\n+$/, '');
  const fence = fenceFor(body, 3);
  return `${fence}${language}\n${body}\n${fence}`;
}

function absolute(href: string, { pageUrl }: MarkdownOptions): string {
  if (href.startsWith('#')) return `${pageUrl}${href}`;
  if (href.startsWith('/') && !href.startsWith('//')) return `${new URL(pageUrl).origin}${href}`;
  return href;
}

/** Inline content as one line of Markdown (whitespace collapsed as HTML shows it). */
function inline(node: Node, options: MarkdownOptions): string {
  if (isText(node)) return escapeText((node.textContent ?? '').replace(/\s+/g, ' '));
  if (!isElement(node) || skipped(node)) return '';
  const inner = () => [...node.childNodes].map((child) => inline(child, options)).join('');
  switch (node.tagName) {
    case 'CODE':
    case 'KBD':
    case 'SAMP':
      return inlineCode((node.textContent ?? '').replace(/\s+/g, ' '));
    case 'STRONG':
    case 'B':
      return wrap(inner(), '**');
    case 'EM':
    case 'I':
      return wrap(inner(), '_');
    case 'DEL':
    case 'S':
      return wrap(inner(), '~~');
    case 'BR':
      return '<br>';
    case 'IMG': {
      const src = node.getAttribute('src');
      return src ? `![${escapeText(node.getAttribute('alt') ?? '')}](${absolute(src, options)})` : '';
    }
    case 'A': {
      const text = inner().trim();
      const href = node.getAttribute('href');
      return href && text ? `[${text}](${absolute(href, options)})` : text;
    }
    default:
      // A block inside inline content (a table cell's paragraphs): its words, on the same line.
      return isBlock(node) ? ` ${blocks(node, options).join(' ')} ` : inner();
  }
}

/** Emphasis around the words, with the spaces outside it ("** x**" is not bold in Markdown). */
function wrap(text: string, mark: string): string {
  const trimmed = text.trim();
  if (!trimmed) return text;
  return `${text.startsWith(' ') ? ' ' : ''}${mark}${trimmed}${mark}${text.endsWith(' ') ? ' ' : ''}`;
}

const line = (node: Node, options: MarkdownOptions) => inline(node, options).replace(/ {2,}/g, ' ').trim();

function list(el: Element, options: MarkdownOptions): string {
  const ordered = el.tagName === 'OL';
  const start = Number(el.getAttribute('start') ?? 1) || 1;
  const items = [...el.children].filter((child) => child.tagName === 'LI' && !skipped(child));
  return items
    .map((item, index) => {
      const marker = ordered ? `${start + index}. ` : '- ';
      const parts = blocks(item, options);
      // A nested list follows its item's text directly; other blocks are separate paragraphs.
      const body = parts.reduce((acc, part) => (acc === '' ? part : `${acc}${/^(- |\d+\. )/.test(part) ? '\n' : '\n\n'}${part}`), '');
      const indent = ' '.repeat(marker.length);
      return marker + body.split('\n').map((l, i) => (i === 0 || l === '' ? l : indent + l)).join('\n');
    })
    .join('\n');
}

/** A table as a GFM table: the first row is the header; a cell's pipes and line breaks are escaped. */
function table(el: Element, options: MarkdownOptions): string {
  const rows = [...el.querySelectorAll('tr')].filter((tr) => tr.closest('table') === el);
  if (rows.length === 0) return '';
  const cells = rows.map((tr) => [...tr.children].filter((c) => c.tagName === 'TD' || c.tagName === 'TH').map((c) => line(c, options).replace(/\|/g, '\\|').replace(/\n/g, '<br>')));
  const width = Math.max(...cells.map((row) => row.length));
  const row = (r: string[]) => `| ${Array.from({ length: width }, (_, i) => r[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = cells;
  const caption = el.querySelector('caption');
  return [caption ? `${line(caption, options)}\n\n` : '', [row(head), row(Array.from({ length: width }, () => '---')), ...body.map(row)].join('\n')].join('');
}

/** One block element as Markdown blocks. */
function block(el: Element, options: MarkdownOptions): string[] {
  if (skipped(el)) return [];
  if (isCodeBlock(el)) {
    const pre = el.tagName === 'PRE' ? el : el.querySelector('pre')!;
    const language = el.getAttribute('data-language') ?? /language-(\S+)/.exec(pre.querySelector('code')?.className ?? '')?.[1] ?? '';
    return [codeBlock(pre.textContent ?? '', language === 'text' ? '' : language)];
  }
  const heading = /^H([1-6])$/.exec(el.tagName);
  if (heading) return [`${'#'.repeat(Number(heading[1]))} ${line(el, options)}`];
  switch (el.tagName) {
    case 'P':
    case 'FIGCAPTION':
    case 'LEGEND':
      return [line(el, options)].filter(Boolean);
    case 'SUMMARY':
    case 'DT':
      return [wrap(line(el, options), '**')].filter(Boolean);
    case 'HR':
      return ['---'];
    case 'UL':
    case 'OL':
      return [list(el, options)].filter(Boolean);
    case 'TABLE':
      return [table(el, options)].filter(Boolean);
    case 'BLOCKQUOTE': {
      const inner = blocks(el, options).join('\n\n');
      return inner ? [inner.split('\n').map((l) => (l ? `> ${l}` : '>')).join('\n')] : [];
    }
    default:
      return blocks(el, options);
  }
}

/** The children of a container as Markdown blocks: runs of inline content become paragraphs. */
function blocks(container: Element, options: MarkdownOptions): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    const text = run.replace(/ {2,}/g, ' ').trim();
    if (text) out.push(text);
    run = '';
  };
  for (const child of container.childNodes) {
    if (isElement(child) && isBlock(child)) {
      flush();
      out.push(...block(child, options));
    } else {
      run += inline(child, options);
    }
  }
  flush();
  return out;
}

/** The Markdown of an element's content, ending with one newline. */
export function elementToMarkdown(root: Element, options: MarkdownOptions): string {
  return `${blocks(root, options).join('\n\n')}\n`;
}
