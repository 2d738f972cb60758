import { escapeHtml } from '../../headTags';
import { OG_IMAGE_SIZE } from '../../ogImage';

/** What a page's social card shows (site/build/og/writeOgImages.ts draws one per written page). */
export interface OgCardFacts {
  /** The page's title in the nav ("Button"). */
  title: string;
  /** The product the page belongs to ("Material UI"). */
  product: string;
  /** The page's one-line meta description. */
  description: string;
  /** The site's host, printed at the bottom ("mui.com"). */
  host: string;
}

/** Width of a text at a font size in px, in the regular (`400`) or bold (`700`) face. */
export type Measure = (text: string, size: number, weight: 400 | 700) => number;

export const OG_CARD_WIDTH = OG_IMAGE_SIZE.width;
export const OG_CARD_HEIGHT = OG_IMAGE_SIZE.height;
/** The family name the card's text uses; the renderer is given Roboto's faces under it. */
export const OG_CARD_FONT = 'Roboto';

const PAD = 80;
const TEXT_WIDTH = OG_CARD_WIDTH - 2 * PAD;
const TITLE = { size: 76, lineHeight: 88, maxLines: 2, weight: 700 } as const;
const DESCRIPTION = { size: 34, lineHeight: 48, maxLines: 3, weight: 400 } as const;
/** The MUI mark (public/favicon.svg), 36 × 32. */
const LOGO_PATH =
  'M30.3 21.2V8.8a.4.4 0 0 1 .6-.4l4.4 2.6a.8.8 0 0 1 .4.7v11.3a1.6 1.6 0 0 1-.8 1.4L19.8 31.5a1.6 1.6 0 0 1-1.6 0L4.6 23.8a.8.8 0 0 1-.4-.7v-6.4c0-.1.2 0 .2 0l13.8 7.9a.8.8 0 0 0 .8 0l11.1-6.4a.8.8 0 0 0 .4-.6zM.5.4 17.6 10a.8.8 0 0 0 .8 0L35.5.4a.3.3 0 0 1 .5.3v4.9a.8.8 0 0 1-.4.7l-17.2 9.8a.8.8 0 0 1-.8 0L.4 6.3A.8.8 0 0 1 0 5.6V.7A.3.3 0 0 1 .5.4z';

/**
 * Breaks a text into at most `maxLines` lines that `fits`; the last line of a longer
 * text ends with an ellipsis. A single word wider than a line is cut.
 */
export function wrapText(text: string, maxLines: number, fits: (line: string) => boolean): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next) || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
  }
  if (line) lines.push(line);
  const shown = lines.slice(0, maxLines);
  const cut = lines.length > maxLines;
  let last = shown[shown.length - 1] ?? '';
  if (cut || !fits(last)) {
    while (last && !fits(`${last}…`)) last = last.slice(0, -1);
    shown[shown.length - 1] = `${last.trimEnd()}…`;
  }
  return shown;
}

const tspans = (lines: string[], x: number, y: number, lineHeight: number) =>
  lines.map((line, i) => `<tspan x="${x}" y="${y + i * lineHeight}">${escapeHtml(line)}</tspan>`).join('');

/**
 * The card as SVG (1200 × 630): the MUI mark and the product name, the page title in large
 * bold type (up to two lines), the description (up to three), and the site's host. Pure: the same
 * facts give the same SVG, and so the same PNG.
 */
export function ogCardSvg(facts: OgCardFacts, measure: Measure): string {
  const fits = (spec: typeof TITLE | typeof DESCRIPTION) => (line: string) => measure(line, spec.size, spec.weight) <= TEXT_WIDTH;
  const title = wrapText(facts.title, TITLE.maxLines, fits(TITLE));
  const description = wrapText(facts.description, DESCRIPTION.maxLines, fits(DESCRIPTION));
  const titleY = 250;
  const descriptionY = titleY + (title.length - 1) * TITLE.lineHeight + 76;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_CARD_WIDTH}" height="${OG_CARD_HEIGHT}" viewBox="0 0 ${OG_CARD_WIDTH} ${OG_CARD_HEIGHT}">`,
    // A flat background: half the render time and PNG size of a gradient.
    `<rect width="${OG_CARD_WIDTH}" height="${OG_CARD_HEIGHT}" fill="#0b1929"/>`,
    `<rect x="0" y="${OG_CARD_HEIGHT - 12}" width="${OG_CARD_WIDTH}" height="12" fill="#0073e6"/>`,
    `<path transform="translate(${PAD} 80) scale(1.5)" fill="#3399ff" d="${LOGO_PATH}"/>`,
    `<text x="${PAD + 74}" y="118" font-family="${OG_CARD_FONT}" font-size="36" font-weight="700" fill="#66b2ff">${escapeHtml(facts.product)}</text>`,
    `<text font-family="${OG_CARD_FONT}" font-size="${TITLE.size}" font-weight="700" fill="#ffffff">${tspans(title, PAD, titleY, TITLE.lineHeight)}</text>`,
    `<text font-family="${OG_CARD_FONT}" font-size="${DESCRIPTION.size}" font-weight="400" fill="#b2bac2">${tspans(description, PAD, descriptionY, DESCRIPTION.lineHeight)}</text>`,
    `<text x="${PAD}" y="${OG_CARD_HEIGHT - 56}" font-family="${OG_CARD_FONT}" font-size="28" font-weight="400" fill="#8796a5">${escapeHtml(facts.host)}</text>`,
    '</svg>',
  ].join('');
}
