/**
 * "Edit this page" in the built site (no browser: the pre-rendered HTML): every link opens a file
 * that exists in this repository (on disk and not ignored by git), in the
 * configured repository and branch; every written MDX page has one, generated pages none.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect, builtRoutes } from './fixtures';
import { E2E_SITE } from './dirs';
import { sourceRoutes } from './pages';
import { CLICK_ATTRIBUTES } from '../../src/analytics/clickAttributes';
import { DEFAULT_SITE_CONFIG } from '../../src/config/siteConfig';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Which of `files` are files of the repository: on disk and, in a git checkout, not ignored (a
 * generated file such as site/generated/… is never in the repository; a page not yet committed is).
 */
function notInRepo(files: string[]): string[] {
  const missing = files.filter((file) => !existsSync(path.join(ROOT, file)));
  let ignored: string[] = [];
  try {
    ignored = execFileSync('git', ['check-ignore', '--stdin'], { cwd: ROOT, input: files.join('\n'), encoding: 'utf8' }).split('\n').filter(Boolean);
  } catch (error) {
    // Exit 1: none ignored; no git (an unpacked archive): nothing to ask.
    ignored = String((error as { stdout?: string }).stdout ?? '').split('\n').filter(Boolean);
  }
  return [...new Set([...missing, ...ignored])];
}

/** The href of every "Edit this page" link of a page (the link carries the edit-click analytics event). */
function editLinksOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`${CLICK_ATTRIBUTES.action}="edit-click"`))
    .map((tag) => /\shref="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&') ?? '');
}

test('every edit link of the built site opens a file of this repository; MDX pages have one, generated pages none', () => {
  // The e2e build sets no VITE_CONTENT_REPO / VITE_SOURCE_BRANCH: this project's repository (package.json).
  const prefix = `${DEFAULT_SITE_CONFIG.contentRepo}/edit/${DEFAULT_SITE_CONFIG.sourceBranch}/`;
  const { content } = sourceRoutes();
  const problems: string[] = [];
  const files = new Map<string, string>();
  for (const route of builtRoutes()) {
    const links = editLinksOf(readFileSync(path.join(E2E_SITE, route, 'index.html'), 'utf8'));
    if (!content.has(route)) {
      if (links.length) problems.push(`${route} is generated but links ${links.join(' ')}`);
    } else if (links.length !== 1) problems.push(`${route}: ${links.length} edit links`);
    else if (!links[0]!.startsWith(prefix)) problems.push(`${route}: ${links[0]} is not in ${prefix}`);
    else files.set(links[0]!.slice(prefix.length), route);
  }
  for (const file of notInRepo([...files.keys()])) problems.push(`${files.get(file)}: ${file} is not a file of the repository`);
  expect(problems).toEqual([]);
  expect(files.size, 'one file per MDX page').toBe(content.size);
});
