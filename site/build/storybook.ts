import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { STORYBOOK_DIR } from '../../src/config/storybook';
import { run } from '../../scripts/run';

/** The pages of a Storybook build: the manager and the preview iframe (their inline scripts are hashed for /storybook/'s policy). */
export const STORYBOOK_PAGES = ['index.html', 'iframe.html'] as const;

/**
 * Builds Storybook from .storybook/ into `outDir` (the story tests' storybook-static/, or the
 * site's storybook/). `only` (absolute story file paths) limits the build to those files
 * (.storybook/main.ts reads STORYBOOK_ONLY).
 */
export const buildStorybook = (outDir: string, only?: string[]): Promise<void> =>
  run('npx', ['storybook', 'build', '--quiet', '-o', outDir], {
    STORYBOOK_DISABLE_TELEMETRY: '1',
    ...(only ? { STORYBOOK_ONLY: JSON.stringify(only) } : {}),
  });

/**
 * Storybook in the built site (`<outDir>/storybook/`, served at /storybook/): built from
 * .storybook/ (the same preview and theme as the stories the story tests run), or, with
 * SITE_STORYBOOK_DIR, copied from a Storybook already built (the e2e builds reuse the one
 * `npm run test:stories` made, scripts/test-e2e.ts). Runs after the client build, so the service
 * worker never precaches it. Returns what it did and how long it took.
 */
export async function addStorybook(root: string, outDir: string, env: Record<string, string | undefined>): Promise<{ from: string; seconds: number }> {
  const started = performance.now();
  const target = path.join(outDir, STORYBOOK_DIR);
  const existing = env.SITE_STORYBOOK_DIR;
  if (existing) {
    const source = path.resolve(root, existing);
    const missing = STORYBOOK_PAGES.filter((page) => !existsSync(path.join(source, page)));
    if (missing.length) throw new Error(`SITE_STORYBOOK_DIR=${existing} holds no Storybook build (${missing.join(', ')} missing): run \`npm run build-storybook\` or unset it.`);
    await cp(source, target, { recursive: true });
    return { from: path.relative(root, source) || source, seconds: (performance.now() - started) / 1000 };
  }
  await buildStorybook(target);
  return { from: '.storybook/', seconds: (performance.now() - started) / 1000 };
}
