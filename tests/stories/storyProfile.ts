import { appendFileSync } from 'node:fs';

/**
 * STORY_PROFILE=<file>: the story runner (.storybook/test-runner.ts) appends each story's phases to it
 * (story id, phase, ms since the previous mark of this worker), to see where the suite's time goes.
 * Nothing is written without it.
 */
const PROFILE = process.env.STORY_PROFILE;
let lastMark = Date.now();

export function mark(id: string, phase: string): void {
  if (!PROFILE) return;
  const now = Date.now();
  appendFileSync(PROFILE, `${id}\t${phase}\t${now - lastMark}\n`);
  lastMark = now;
}
