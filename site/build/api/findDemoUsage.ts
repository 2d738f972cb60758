/**
 * Which docs pages show which components: every MDX page under the content folder that imports
 * demos (`import * as BasicButtons from '@demos/material/button/BasicButtons.tsx?demo'`) lists, for
 * each component the demo imports from the package (`import Button from '@mui/material/Button'`,
 * `import { Button, Stack } from '@mui/material'`), that page.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import type { DemoLink } from './generateApiDoc';

export type DemoUsage = Record<string, DemoLink[]>;

export interface FindDemoUsageOptions {
  /** Package whose components are collected. */
  packageName?: string;
  /** Import prefix that points at `demosDir`. */
  alias?: string;
  /** What a source uses: by default the components of `packageName` it imports (componentsImported). */
  collect?: (source: string, fileName: string) => string[];
  /** Also read the page's own `ts`/`tsx` code blocks with `collect` (a page that shows a function in code). */
  codeBlocks?: boolean;
}

const DEMO_IMPORT = /^\s*import\s+[^'";]*?\s+from\s+['"]([^'"]+)\?demo['"]/gm;
const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

async function mdxFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return mdxFiles(full);
      return Promise.resolve(entry.isFile() && entry.name.endsWith('.mdx') ? [full] : []);
    }),
  );
  return nested.flat().sort();
}

/** The page title: the MDX file's first `# ` heading, else its file name. */
export function pageTitle(mdx: string, file: string): string {
  let inFence = false;
  for (const line of mdx.split(/\r?\n/)) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence && /^#\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) return heading[1];
  }
  return path.basename(file, '.mdx');
}

/** Components of `packageName` a demo's source imports. */
export function componentsImported(source: string, fileName: string, packageName: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    if (specifier === packageName) {
      const bindings = clause.namedBindings;
      if (!bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (!element.isTypeOnly && PASCAL_CASE.test(imported)) found.add(imported);
      }
    } else if (specifier.startsWith(`${packageName}/`) && clause.name) {
      // `import Button from '@mui/material/Button'`: the component is the folder, whatever the local name.
      const folder = specifier.slice(packageName.length + 1);
      if (PASCAL_CASE.test(folder)) found.add(folder);
    }
  }
  return [...found];
}

/** `specifier#default` and `specifier#name` for every value (not type-only) import of a source. */
export function importKeys(source: string, fileName: string): Set<string> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const keys = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    const specifier = statement.moduleSpecifier.text;
    if (clause.name) keys.add(`${specifier}#default`);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) keys.add(`${specifier}#${(element.propertyName ?? element.name).text}`);
    }
  }
  return keys;
}

/**
 * The functions a source imports in one of the ways their API pages show (`imports`: name -> import
 * lines, e.g. `import createBox from '@mui/system/createBox';`), whatever the local name.
 */
export function functionsImported(source: string, fileName: string, imports: Readonly<Record<string, readonly string[]>>): string[] {
  const used = importKeys(source, fileName);
  return Object.keys(imports).filter((name) => imports[name]!.some((line) => [...importKeys(line, 'import.ts')].some((key) => used.has(key))));
}

/** The `ts`/`tsx` fenced code blocks of an MDX page. */
export function codeBlocksOf(mdx: string): string[] {
  return [...mdx.matchAll(/^```(?:ts|tsx)\b[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1] ?? '');
}

/** `@demos/…` or a relative path; the extension may be left out, as bundlers allow. */
function resolveDemo(specifier: string, mdxFile: string, demosDir: string, alias: string): string | undefined {
  let base: string;
  if (specifier.startsWith(`${alias}/`)) base = path.join(demosDir, specifier.slice(alias.length + 1));
  else if (specifier.startsWith('.')) base = path.resolve(path.dirname(mdxFile), specifier);
  else return undefined;
  return ['', '.tsx', '.ts', '.jsx', '.js'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** Component name -> pages (title, pathname) whose demos use it, in page order, without duplicates. */
export async function findDemoUsage(
  contentDir: string,
  demosDir: string,
  options: FindDemoUsageOptions = {},
): Promise<DemoUsage> {
  const packageName = options.packageName ?? '@mui/material';
  const alias = options.alias ?? '@demos';
  const collect = options.collect ?? ((source: string, fileName: string) => componentsImported(source, fileName, packageName));
  const usage: DemoUsage = {};
  if (!existsSync(contentDir)) return usage;
  for (const mdxFile of await mdxFiles(contentDir)) {
    const mdx = await readFile(mdxFile, 'utf8');
    const specifiers = [...mdx.matchAll(DEMO_IMPORT)].map((match) => match[1]);
    const blocks = options.codeBlocks ? codeBlocksOf(mdx) : [];
    if (specifiers.length === 0 && blocks.length === 0) continue;
    const relative = path.relative(contentDir, mdxFile).split(path.sep).join('/');
    const page: DemoLink = { title: pageTitle(mdx, mdxFile), pathname: `/${relative.replace(/\.mdx$/, '')}` };
    const sources = blocks.map((code, i) => ({ code, file: `${mdxFile}#code-${i}.tsx` }));
    for (const specifier of specifiers) {
      const demoFile = resolveDemo(specifier, mdxFile, demosDir, alias);
      if (demoFile) sources.push({ code: await readFile(demoFile, 'utf8'), file: demoFile });
    }
    for (const { code, file } of sources) {
      for (const name of collect(code, file)) {
        const pages = (usage[name] ??= []);
        if (!pages.some((known) => known.pathname === page.pathname)) pages.push(page);
      }
    }
  }
  return usage;
}
