import type { BuildKind } from '../server/siteManifest';

/**
 * What a build does with site/generated/ (the API documents from the installed types and the icon
 * index), from SITE_GENERATED:
 * - unset or `write`: writes it, then builds (every build a reader or `npm start` runs);
 * - `only`: writes it and stops, building nothing;
 * - `reuse` (test builds only): builds from what is there, writing none of it. scripts/test-e2e.ts
 *   writes it once, then builds its two sites at the same time: two builds writing the same files at
 *   once could read each other's half-written ones.
 */
export type GeneratedMode = 'write' | 'only' | 'reuse';

const MODES: readonly GeneratedMode[] = ['write', 'only', 'reuse'];

export function generatedModeFrom(env: Record<string, string | undefined>, kind: BuildKind): GeneratedMode {
  const value = env.SITE_GENERATED?.trim();
  if (!value) return 'write';
  if (!(MODES as readonly string[]).includes(value)) throw new Error(`SITE_GENERATED="${value}" is not one of ${MODES.join(', ')} (site/build/generatedMode.ts).`);
  if (value === 'reuse' && kind !== 'test') throw new Error(`SITE_GENERATED=reuse is for test builds (SITE_BUILD_KIND=test): a ${kind} build writes site/generated/ from the installed packages.`);
  return value as GeneratedMode;
}
