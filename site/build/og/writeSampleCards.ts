import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SAMPLE_CARDS } from '../../../stories/demos/docs-infra/experiments-docs-og-card/sampleCards';
import { createOgRenderer } from './renderOgCard';

/** Redraws the sample cards the OG Image page shows, with the renderer the build uses. */
const dir = path.resolve(import.meta.dirname, '../../../stories/demos/docs-infra/experiments-docs-og-card');
const renderer = createOgRenderer();
for (const card of SAMPLE_CARDS) await writeFile(path.join(dir, card.file), await renderer.png(card.facts));
console.log(`${SAMPLE_CARDS.length} sample cards written to ${path.relative(process.cwd(), dir)}`);
