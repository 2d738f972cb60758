import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { parseOrigins, thirdPartiesFor, type CspManifest } from '../../src/csp/policy';
import { colorModeInitScript } from '../../src/theme/initScript';
import { navRestoreScript } from '../client/navState';
import { speculationRulesJson } from './speculationRules';
import { loadedScriptOf } from './pageScriptLoader';
import { siteConfigFrom } from '../configFromEnv';
import { CSP_MANIFEST_FILE } from '../server/siteManifest';
import { STORYBOOK_DIR } from '../../src/config/storybook';
import { STORYBOOK_PAGES } from './storybook';

/** A CSP hash source for a script's exact text: `sha256-<base64>` (quoted by the policy). */
export const cspHash = (text: string): string => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

// Script types the browser runs; JSON data blocks (application/json, ld+json) are not scripts to CSP.
const RUNNABLE = /^(|module|text\/javascript|application\/javascript)$/i;

/** The text of every inline script a page would run (no src attribute, a runnable type). */
export function inlineScriptsOf(html: string): string[] {
  const found: string[] = [];
  for (const [, attrs = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /(?:^|\s)type\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (RUNNABLE.test(type)) found.push(text);
  }
  return found;
}

/** The site's own pages: not its assets, dot-folders or the Storybook folder (whose policy is its own). */
async function htmlFiles(dir: string, out: string[] = [], top = dir): Promise<string[]> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const skipped = entry.name === 'assets' || entry.name.startsWith('.') || (dir === top && entry.name === STORYBOOK_DIR);
    if (entry.isDirectory() && !skipped) await htmlFiles(full, out, top);
    else if (entry.isFile() && entry.name.endsWith('.html')) out.push(full);
  }
  return out;
}

/** The hashes of the inline scripts of the Storybook in the site folder (none when it holds none). */
async function storybookScriptHashes(outDir: string): Promise<string[]> {
  const hashes = new Set<string>();
  for (const page of STORYBOOK_PAGES) {
    const html = await readFile(path.join(outDir, STORYBOOK_DIR, page), 'utf8').catch(() => '');
    for (const script of inlineScriptsOf(html)) hashes.add(cspHash(script));
  }
  return [...hashes];
}

/**
 * The policy's inputs for a built site: the hashes of the inline scripts allowed (the colour-mode
 * init script before first paint, the side nav's state after the nav, the page script's loader and the speculation rules),
 * checked against every page (any other inline script fails the build: move it into a module),
 * and the third parties the site configuration names.
 */
export async function cspManifestFor(outDir: string, env: Record<string, string | undefined>): Promise<CspManifest> {
  const allowed = [colorModeInitScript(), navRestoreScript()].map(cspHash);
  // The loaders of the page script (site/build/pageScriptLoader.ts): their text names the bundle's hashed file.
  const loaders = new Set<string>();
  const strays: string[] = [];
  for (const file of await htmlFiles(outDir)) {
    for (const script of inlineScriptsOf(await readFile(file, 'utf8'))) {
      if (loadedScriptOf(script)) loaders.add(cspHash(script));
      else if (!allowed.includes(cspHash(script))) strays.push(`${path.relative(outDir, file)}: ${script.slice(0, 80)}…`);
    }
  }
  if (strays.length) throw new Error(`Inline scripts the CSP would block (only the init, nav-state and page-script loader scripts are hashed):\n${strays.join('\n')}`);
  const list = (name: string) => (env[name] === undefined ? undefined : parseOrigins(env[name]));
  return {
    scriptHashes: [...allowed, ...loaders, cspHash(speculationRulesJson())],
    thirdParties: thirdPartiesFor(siteConfigFrom(env), { adOrigins: list('CSP_AD_ORIGINS'), analyticsOrigins: list('CSP_ANALYTICS_ORIGINS') }),
    storybookScriptHashes: await storybookScriptHashes(outDir),
  };
}

/**
 * Writes dist/.csp.json for the server (named in site/server/siteManifest.ts). The configuration
 * comes from the env the bundles were built with (VITE_* from the process and .env files, as Vite
 * reads them) plus two lists: CSP_AD_ORIGINS (other origins the ad network's script, images and
 * pixels use) and CSP_ANALYTICS_ORIGINS (where analytics hits go; GA4's collectors when unset).
 */
export async function writeCspManifest(root: string, outDir: string): Promise<CspManifest> {
  const env = { ...process.env, ...loadEnv('production', root, 'VITE_') };
  const manifest = await cspManifestFor(outDir, env);
  await writeFile(path.join(outDir, CSP_MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
