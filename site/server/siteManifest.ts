import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CspManifest } from '../../src/csp/policy';

/**
 * What the build leaves in the site folder for the server, as data: the server reads these files
 * and imports no build code (site/build writes them with these names and shapes). Dotfiles: never served.
 */

/** The policy's inputs (src/csp/policy.ts), written by site/build/cspManifest.ts. */
export const CSP_MANIFEST_FILE = '.csp.json';
/** The build's kind and its pages (BuildInfo), written last by site/build/buildInfo.ts: its presence marks a complete build. */
export const BUILD_INFO_FILE = '.build.json';

/** "production" for `npm run build`; "test" for the e2e builds (scripts/test-e2e.ts), which point third parties at fakes. */
export type BuildKind = 'production' | 'test';
const KINDS: readonly BuildKind[] = ['production', 'test'];

export interface BuildInfo {
  kind: BuildKind;
  /** Every pre-rendered page, as the site links it ("/material-ui/getting-started"), sorted. */
  pages: string[];
}

/** SITE_BUILD_KIND: the kind a build makes, or the kind a server expects; "production" unless set. */
export function buildKindFrom(env: Record<string, string | undefined>): BuildKind {
  const value = env.SITE_BUILD_KIND || 'production';
  if (!KINDS.includes(value as BuildKind)) throw new Error(`SITE_BUILD_KIND must be ${KINDS.join(' or ')}, not ${JSON.stringify(value)}`);
  return value as BuildKind;
}

const missing = (file: string) => new Error(`${file} is missing: build the site (npm run build) before serving it.`);

function readJson(siteDir: string, name: string): unknown {
  const file = path.join(siteDir, name);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw missing(file);
  }
  return JSON.parse(text);
}

/** The build's kind and pages; throws, saying to build the site, when the folder holds no complete build. */
export function readBuildInfo(siteDir: string): BuildInfo {
  const info = readJson(siteDir, BUILD_INFO_FILE) as Partial<BuildInfo> | null;
  if (!info || !KINDS.includes(info.kind as BuildKind) || !Array.isArray(info.pages)) {
    throw new Error(`${path.join(siteDir, BUILD_INFO_FILE)} is not a build's info: build the site (npm run build) before serving it.`);
  }
  return { kind: info.kind as BuildKind, pages: info.pages };
}

/** The kind of build in a folder, or undefined when it holds no complete build. */
export function builtKindOf(siteDir: string): BuildKind | undefined {
  try {
    return readBuildInfo(siteDir).kind;
  } catch {
    return undefined;
  }
}

/** The CSP's inputs the build wrote. */
export function readCspManifest(siteDir: string): CspManifest {
  return readJson(siteDir, CSP_MANIFEST_FILE) as CspManifest;
}

/**
 * What `npm start` does with the site folder: serve the build it expects; build the production
 * site into it when it holds none or another kind (never serve what a test built); a test build is
 * never made here (scripts/test-e2e.ts makes it), so without one the server stops.
 */
export function startupActionFor(found: BuildKind | undefined, wanted: BuildKind): 'serve' | 'build' | 'refuse' {
  if (found === wanted) return 'serve';
  return wanted === 'production' ? 'build' : 'refuse';
}
