import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { NavItemData } from '../../src/nav/types';
import { validateNav } from '../../src/nav/validate';
import { fullTreesFrom, type ApiPageEntry } from '../data/withApiPages';

type Trees = Record<string, NavItemData[]>;

/**
 * Spec §2 / §5: a duplicated page path stops the build. Every tree goes through the same
 * `validateNav` the unit tests use; the error names each duplicate path and where it occurs.
 */
export function checkNavTrees(trees: Trees): void {
  const problems: string[] = [];
  for (const [name, tree] of Object.entries(trees)) {
    try {
      validateNav(tree, name);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  if (problems.length > 0) throw new Error(problems.join('\n'));
}

/**
 * The hand-written trees (site/data), or the module SITE_NAV_DATA names (a draft of nav data
 * to check: the build checks it and stops, see checkNavDataOnly).
 */
export async function loadNavTrees(root: string, module = process.env.SITE_NAV_DATA): Promise<Trees> {
  const file = path.resolve(root, module ?? 'site/data/index.ts');
  if (!existsSync(file)) throw new Error(`SITE_NAV_DATA: no such module ${file}`);
  const loaded = (await import(pathToFileURL(file).href)) as { navTrees?: Trees };
  if (!loaded.navTrees) throw new Error(`${file} exports no navTrees.`);
  return loaded.navTrees;
}

/** The trees with the generated API pages in their groups: checked once the generator has run. */
export function checkFullTrees(root: string): void {
  const lists = JSON.parse(readFileSync(path.join(root, 'site/generated/api-lists.json'), 'utf8')) as Record<string, ApiPageEntry[]>;
  checkNavTrees(fullTreesFrom(lists));
}
