import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import { OG_CARD_FONT, OG_CARD_WIDTH, ogCardSvg, type Measure, type OgCardFacts } from './ogCard';
import { textMeasurer, woffToSfnt } from './sfnt';

const require = createRequire(import.meta.url);
/** Roboto's Latin faces as the site serves them (@fontsource/roboto, installed): no network, no system font. */
const fontFile = (weight: 400 | 700) => woffToSfnt(readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`)));

export interface OgRenderer {
  /** The card's SVG, as the PNG draws it (what tests read). */
  svg: (facts: OgCardFacts) => string;
  /** The card as a 1200 × 630 PNG. */
  png: (facts: OgCardFacts) => Promise<Buffer>;
}

/** Loads the fonts once; every card after that is one resvg render (off the main thread). */
export function createOgRenderer(): OgRenderer {
  const fonts = { 400: fontFile(400), 700: fontFile(700) } as const;
  const measurers = { 400: textMeasurer(fonts[400]), 700: textMeasurer(fonts[700]) };
  const measure: Measure = (text, size, weight) => measurers[weight](text, size);
  // resvg-js 2.6.2 reads `fontBuffers` (fonts from memory) though its index.d.ts leaves it out.
  const font: NonNullable<ResvgRenderOptions['font']> & { fontBuffers: Buffer[] } = { loadSystemFonts: false, fontBuffers: [fonts[400], fonts[700]], defaultFontFamily: OG_CARD_FONT };
  const options: ResvgRenderOptions = { fitTo: { mode: 'width', value: OG_CARD_WIDTH }, font };
  const svg = (facts: OgCardFacts) => ogCardSvg(facts, measure);
  return { svg, png: async (facts) => (await renderAsync(svg(facts), options)).asPng() };
}
