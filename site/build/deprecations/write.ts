/**
 * Regenerates the tables of site/content/material-ui/migration/migrating-from-deprecated-apis.mdx
 * from the installed @mui/material:  npx tsx site/build/deprecations/write.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { collectDeprecations } from './collect';
import { renderDeprecations, spliceGenerated } from './markdown';

export const PAGE = 'site/content/material-ui/migration/migrating-from-deprecated-apis.mdx';
export const PACKAGE_DIR = 'node_modules/@mui/material';

/** The page as it should read for the packages installed under `root`. */
export function expectedPage(root: string): string {
  const packageDir = path.join(root, PACKAGE_DIR);
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const page = readFileSync(path.join(root, PAGE), 'utf8');
  return spliceGenerated(page, renderDeprecations(collectDeprecations(packageDir), version));
}

if (process.argv[1]?.endsWith('write.ts')) {
  const root = process.cwd();
  writeFileSync(path.join(root, PAGE), expectedPage(root));
  console.log(`Wrote ${PAGE}`);
}
