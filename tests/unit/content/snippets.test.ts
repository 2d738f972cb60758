import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeBlocksOf, FRAGMENT_MAX_LINES, FRAGMENT_META, importedSpecifiers, neededPackages, packageOf, TYPESCRIPT_LANGS, type CodeBlock } from './codeBlocks';
import { compileSnippets, isInstalled } from './compileSnippets';

/**
 * Code blocks are real (issue 16): every ```ts / ```tsx block of every page compiles as a standalone
 * module against the installed packages with the project's strict options. Two visible exceptions:
 * a short excerpt fenced ```tsx fragment, and a block whose first line says which uninstalled
 * packages it needs (`// Needs next (not installed on this site, so this block is not compiled here)`).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const pages = (readdirSync(path.join(root, 'site/content'), { recursive: true }) as string[])
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => `site/content/${f.split(path.sep).join('/')}`)
  .sort();
const blocks = pages.flatMap((file) => codeBlocksOf(path.join(root, file), file)).filter((b) => TYPESCRIPT_LANGS.has(b.lang));
const isFragment = (b: CodeBlock) => b.meta.split(/\s+/).includes(FRAGMENT_META);
const at = (b: CodeBlock) => `${b.file}:${b.line}`;

describe('TypeScript snippets of the pages', () => {
  it('finds the pages and their snippets', () => {
    expect(pages.length).toBeGreaterThan(70);
    expect(blocks.length).toBeGreaterThan(100);
  });

  it('keeps fragments short: a longer example is a complete module', () => {
    const long = blocks.filter((b) => isFragment(b) && b.code.split('\n').length > FRAGMENT_MAX_LINES).map(at);
    expect(long).toEqual([]);
  });

  it('names, in the block, every package a snippet needs that is not installed, and only those', () => {
    const problems: string[] = [];
    for (const block of blocks.filter((b) => !isFragment(b))) {
      const needs = neededPackages(block);
      const missing = [...new Set(importedSpecifiers(block.code).map(packageOf).filter((p): p is string => !!p && !isInstalled(root, p)))];
      if (!needs) {
        if (missing.length) problems.push(`${at(block)} imports ${missing.join(', ')}, not installed: start the block with "// Needs ${missing.join(', ')} (not installed on this site, so this block is not compiled here)"`);
        continue;
      }
      for (const pkg of missing) if (!needs.includes(pkg)) problems.push(`${at(block)} imports ${pkg} (not installed) without naming it in its "// Needs" line`);
      for (const pkg of needs) if (isInstalled(root, pkg)) problems.push(`${at(block)} says it needs ${pkg}, which is installed: drop it from the "// Needs" line so the block is compiled`);
    }
    expect(problems).toEqual([]);
  });

  it('compiles every other snippet against the installed packages', () => {
    const compiled = blocks.filter((b) => !isFragment(b) && !neededPackages(b));
    const errors = compileSnippets(root, compiled).map((e) => `${e.where}: ${e.message}`);
    expect(errors).toEqual([]);
    expect(compiled.length).toBeGreaterThan(50);
  }, 120_000);
});
