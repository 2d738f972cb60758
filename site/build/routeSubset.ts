import type { BuildKind } from '../server/siteManifest';

/**
 * SITE_ONLY_ROUTES, for test builds only: the comma-separated routes to pre-render. A build that a few
 * tests read (the e2e "next release", scripts/test-e2e.ts) renders those pages and the 404 page, and
 * leaves every other page of the sources out (its search index, Markdown versions, social cards and
 * offline list follow). A production build always renders every page.
 */
export function routeSubsetFrom(env: Record<string, string | undefined>, kind: BuildKind): ReadonlySet<string> | undefined {
  const value = env.SITE_ONLY_ROUTES?.trim();
  if (!value) return undefined;
  if (kind !== 'test') throw new Error(`SITE_ONLY_ROUTES is for test builds (SITE_BUILD_KIND=test): a ${kind} build renders every page.`);
  return new Set(value.split(',').map((route) => route.trim()).filter(Boolean));
}

/** The routes to render: all of them, or the subset, each of which must be one of them. */
export function routesToRender(all: readonly string[], subset: ReadonlySet<string> | undefined): string[] {
  if (!subset) return [...all];
  const unknown = [...subset].filter((route) => !all.includes(route));
  if (unknown.length) throw new Error(`SITE_ONLY_ROUTES names routes the sources do not have: ${unknown.join(', ')}`);
  return all.filter((route) => subset.has(route));
}
