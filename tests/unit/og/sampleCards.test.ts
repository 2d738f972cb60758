import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOgRenderer } from '../../../site/build/og/renderOgCard';
import { SAMPLE_CARDS } from '../../../stories/demos/docs-infra/experiments-docs-og-card/sampleCards';

const root = path.resolve(import.meta.dirname, '../../..');
const renderer = createOgRenderer();

describe('the sample cards the OG Image page shows', () => {
  it.each(SAMPLE_CARDS.map((card) => [card.file, card] as const))('%s is what the build draws for its page', async (_, card) => {
    const source = readFileSync(path.join(root, card.page), 'utf8');
    expect(source.startsWith(`# ${card.facts.title}\n`)).toBe(true);
    expect(source).toContain(JSON.stringify(card.facts.description).slice(1, -1));
    const kept = readFileSync(path.join(root, 'stories/demos/docs-infra/experiments-docs-og-card', card.file));
    expect(kept.equals(await renderer.png(card.facts)), 'redraw with npx tsx site/build/og/writeSampleCards.ts').toBe(true);
  });
});
