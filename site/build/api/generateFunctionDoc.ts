/**
 * The API pages of a product's public functions (API_FUNCTIONS): one ApiFunctionDoc each, from the
 * installed package's declarations, written to `site/generated/api-functions/<product>/<kebab-name>.json`.
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { findDemoUsage, functionsImported, type DemoUsage } from './findDemoUsage';
import { getFunctionProgram, functionImports, type FunctionProgram } from './functionProgram';
import type { ApiFunctionDoc } from './functionTypes';
import { API_FUNCTIONS, API_PACKAGES, kebabCase, PROJECT_ROOT, type ApiProduct } from './products';
import { optionsOf, signatureOf } from './signatures';

/** Where a product's function pages are written (not under generated/api: those are component pages). */
export const functionDocsDir = (projectRoot: string, product: ApiProduct): string =>
  path.join(projectRoot, 'site/generated/api-functions', product);

/** The product's documented functions its installed package exports, in API_FUNCTIONS order. */
export function listFunctions(product: ApiProduct, api: FunctionProgram = getFunctionProgram(API_PACKAGES[product])): string[] {
  return API_FUNCTIONS[product].filter((name) => api.functions.has(name));
}

export async function generateFunctionDoc(api: FunctionProgram, name: string, product: ApiProduct, demos: DemoUsage = {}): Promise<ApiFunctionDoc> {
  const fn = api.functions.get(name);
  if (!fn) throw new Error(`${api.packageName} exports no function named "${name}".`);
  const tags = fn.symbol.getJsDocTags(api.checker);
  const deprecated = tags.find((tag) => tag.name === 'deprecated');
  return {
    kind: 'function',
    name,
    packageName: api.packageName,
    pathname: `/${product}/api/${kebabCase(name)}`,
    description: ts.displayPartsToString(fn.symbol.getDocumentationComment(api.checker)).trim(),
    ...(deprecated ? { deprecated: ts.displayPartsToString(deprecated.text).trim() } : {}),
    imports: functionImports(api, fn),
    signatures: await Promise.all(fn.signatures.map((signature) => signatureOf(api.checker, name, signature))),
    options: optionsOf(api.checker, fn.signatures),
    demos: [...(demos[name] ?? [])],
  };
}

/** Pages of the site whose demos or code blocks import one of the functions (as its import lines show). */
export function functionUsage(projectRoot: string, imports: Readonly<Record<string, readonly string[]>>): Promise<DemoUsage> {
  return findDemoUsage(path.join(projectRoot, 'site/content'), path.join(projectRoot, 'stories/demos'), {
    collect: (source, fileName) => functionsImported(source, fileName, imports),
    codeBlocks: true,
  });
}

export interface FunctionPagesResult {
  names: string[];
  ms: number;
  /** Part of `ms` spent building the ts.Program. */
  programMs: number;
}

/** Writes the function pages of `product` and drops stale ones (the program takes seconds: no cache needed). */
export async function generateFunctionApi(product: ApiProduct, projectRoot: string = PROJECT_ROOT): Promise<FunctionPagesResult> {
  const start = performance.now();
  const packageName = API_PACKAGES[product];
  const outDir = functionDocsDir(projectRoot, product);
  if (API_FUNCTIONS[product].length === 0) {
    await rm(outDir, { recursive: true, force: true });
    return { names: [], ms: 0, programMs: 0 };
  }
  const api = getFunctionProgram(packageName, projectRoot);
  const names = listFunctions(product, api);
  const imports = Object.fromEntries(names.map((name) => [name, functionImports(api, api.functions.get(name)!)]));
  const demos = await functionUsage(projectRoot, imports);
  const files = names.map((name) => `${kebabCase(name)}.json`);
  await mkdir(outDir, { recursive: true });
  for (const name of names) {
    await writeFile(path.join(outDir, `${kebabCase(name)}.json`), `${JSON.stringify(await generateFunctionDoc(api, name, product, demos))}\n`);
  }
  const stale = (await readdir(outDir)).filter((file) => file.endsWith('.json') && !files.includes(file));
  await Promise.all(stale.map((file) => rm(path.join(outDir, file))));
  return { names, ms: performance.now() - start, programMs: api.setupMs };
}
