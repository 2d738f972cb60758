import { readFileSync } from 'node:fs';
import { createProcessor } from '@mdx-js/mdx';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** A fenced code block of an MDX page, as the site's MDX parser sees it. */
export interface CodeBlock {
  /** Repository-relative file, e.g. site/content/material-ui/guides/testing.mdx. */
  file: string;
  /** 1-based line of the block's first code line in the MDX file. */
  line: number;
  lang: string;
  meta: string;
  code: string;
}

/** The languages the snippet check compiles. */
export const TYPESCRIPT_LANGS = new Set(['ts', 'tsx']);

/** A short excerpt that is not a module (```tsx fragment): shown, not compiled. */
export const FRAGMENT_META = 'fragment';
/** Longest excerpt that may skip the compiler as a fragment; anything longer must be a complete module. */
export const FRAGMENT_MAX_LINES = 6;

/**
 * The first line of a snippet that needs packages this site does not install, naming them:
 * `// Needs next, @mui/material-nextjs (not installed on this site, so this block is not compiled here)`.
 * The reader sees it in the block; the check skips compiling it and verifies the packages really are missing.
 */
export const NEEDS_LINE = /^\/\/ Needs (.+) \(not installed on this site, so this block is not compiled here\)\s*$/;

const processor = createProcessor();

/** Every fenced code block of one MDX file (mdast `code` nodes: fences inside lists and JSX included). */
export function codeBlocksOf(absolutePath: string, file: string): CodeBlock[] {
  const tree = processor.parse(readFileSync(absolutePath, 'utf8')) as Root;
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      file,
      // The fence line is node.position.start.line; the code starts on the next line.
      line: (node.position?.start.line ?? 0) + 1,
      lang: node.lang ?? '',
      meta: node.meta ?? '',
      code: node.value,
    });
  });
  return blocks;
}

/** The packages a `// Needs …` first line names, or undefined when the block has no such line. */
export function neededPackages(block: CodeBlock): string[] | undefined {
  const match = NEEDS_LINE.exec(block.code.split('\n')[0] ?? '');
  return match?.[1]!.split(/,\s*|\s+and\s+/).map((name) => name.trim()).filter(Boolean);
}

/** The package part of an import specifier: `@mui/material/Button` -> `@mui/material`, `next/link` -> `next`. */
export function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Every module a snippet imports or re-exports (static imports, `export … from`, dynamic `import('x')`). */
export function importedSpecifiers(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]/g)) found.add(match[1]!);
  for (const match of code.matchAll(/(?:^|[\s;])import\s*['"]([^'"]+)['"]/g)) found.add(match[1]!);
  for (const match of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(match[1]!);
  return [...found];
}
