import { readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_INFO_FILE, type BuildInfo, type BuildKind } from '../server/siteManifest';
import { STORYBOOK_DIR } from '../../src/config/storybook';

/** Every pre-rendered page ("/material-ui/getting-started"), sorted: each folder holding an index.html, the root redirect and Storybook's folder aside. */
export async function pageRoutesOf(outDir: string): Promise<string[]> {
  const routes: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.') || (dir === outDir && (entry.name === 'assets' || entry.name === STORYBOOK_DIR))) continue;
      const full = path.join(dir, entry.name);
      if ((await stat(path.join(full, 'index.html')).catch(() => undefined))?.isFile()) {
        routes.push('/' + path.relative(outDir, full).split(path.sep).join('/'));
      }
      await walk(full);
    }
  };
  await walk(outDir);
  return routes.sort();
}

/**
 * Writes the build's info for the server (site/server/siteManifest.ts): its kind and its pages.
 * The build's last step: a folder without it holds no complete build.
 */
export async function writeBuildInfo(outDir: string, kind: BuildKind): Promise<BuildInfo> {
  const info: BuildInfo = { kind, pages: await pageRoutesOf(outDir) };
  await writeFile(path.join(outDir, BUILD_INFO_FILE), JSON.stringify(info, null, 2) + '\n');
  return info;
}
