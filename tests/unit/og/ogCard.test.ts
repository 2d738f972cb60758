import { describe, expect, it } from 'vitest';
import { createOgRenderer } from '../../../site/build/og/renderOgCard';
import { wrapText } from '../../../site/build/og/ogCard';
import { ogImagePathOf } from '../../../site/ogImage';

const facts = { title: 'Rating', product: 'Material UI', description: 'Ratings show what others think of an item & let readers give their own score.', host: 'docs.example' };
const renderer = createOgRenderer();
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('social card', () => {
  it('shows the title, the product, the description and the host in the SVG it rasterises', () => {
    const svg = renderer.svg(facts);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('>Rating</tspan>');
    expect(svg).toContain('>Material UI</text>');
    // The description's lines, put back together, are the description (escaped for XML).
    const lines = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!);
    expect(lines.slice(1).join(' ')).toBe(facts.description.replace('&', '&amp;'));
    expect(svg).toContain('>docs.example</text>');
  });

  it('is a 1200 × 630 PNG, the same bytes every time', async () => {
    const png = await renderer.png(facts);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect((await renderer.png(facts)).equals(png)).toBe(true);
    expect((await renderer.png({ ...facts, title: 'Button' })).equals(png)).toBe(false);
  });

  it('wraps a long title onto two lines and ends a longer one with an ellipsis', () => {
    const long = renderer.svg({ ...facts, title: 'Migration from the Data Grid v5 to v6 and every deprecated prop that went with it' });
    const lines = [...long.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]!);
    expect(lines.filter((line) => line.endsWith('…'))).toHaveLength(1);
    expect(wrapText('one two three four', 2, (line) => line.length <= 9)).toEqual(['one two', 'three…']);
    expect(wrapText('short', 2, () => true)).toEqual(['short']);
  });

  it('sits beside the page it describes', () => {
    expect(ogImagePathOf('/material-ui/react-rating')).toBe('/material-ui/react-rating/og.png');
  });
});
