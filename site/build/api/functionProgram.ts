/**
 * One `ts.Program` per package for its public functions: the probe imports the package root, whose
 * exports (`export *` chains included) give each function's symbol, call signatures and the entry
 * points that export it.
 */
import path from 'node:path';
import ts from 'typescript';
import { packageRoot, PROJECT_ROOT } from './products';
import { createProbeProgram, exportOf, importedModules, resolveAlias } from './program';

export interface FunctionSymbols {
  name: string;
  /** The resolved export (`function createBox(…)`, `declare const styled: CreateMUIStyled`). */
  symbol: ts.Symbol;
  /** Call signatures of its type, overloads in declaration order. */
  signatures: readonly ts.Signature[];
}

export interface FunctionProgram {
  packageName: string;
  /** Directory of the installed package (real path). */
  root: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  /** The package root module. */
  rootModule: ts.Symbol;
  /** Every function export of the root module, by name. */
  functions: Map<string, FunctionSymbols>;
  setupMs: number;
}

export function createFunctionProgram(packageName: string, projectRoot: string = PROJECT_ROOT): FunctionProgram {
  const start = performance.now();
  const { program, checker, probe } = createProbeProgram(`import type * as Root from '${packageName}';\n`, projectRoot);
  const [rootModule] = importedModules(checker, probe);
  if (!rootModule) throw new Error(`Cannot resolve ${packageName}.`);
  const functions = new Map<string, FunctionSymbols>();
  for (const exported of checker.getExportsOfModule(rootModule)) {
    const symbol = resolveAlias(checker, exported);
    if (!(symbol.flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable))) continue;
    const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
    if (signatures.length) functions.set(exported.name, { name: exported.name, symbol, signatures });
  }
  return { packageName, root: packageRoot(packageName, projectRoot), program, checker, rootModule, functions, setupMs: performance.now() - start };
}

const cache = new Map<string, FunctionProgram>();

/** The shared function program of `packageName`, created on first use. */
export function getFunctionProgram(packageName: string, projectRoot: string = PROJECT_ROOT): FunctionProgram {
  const key = `${projectRoot}\0${packageName}`;
  let found = cache.get(key);
  if (!found) {
    found = createFunctionProgram(packageName, projectRoot);
    cache.set(key, found);
  }
  return found;
}

export function releaseFunctionPrograms(): void {
  cache.clear();
}

/**
 * The entry point folder that holds a function's declaration (`createBox`, `Grid`), when it has an
 * `index.d.ts` (the package's `./*` entry points): the module symbol of that index.
 */
function folderEntry(api: FunctionProgram, fn: FunctionSymbols): { dir: string; module: ts.Symbol } | undefined {
  const file = fn.symbol.declarations?.[0]?.getSourceFile().fileName;
  if (!file) return undefined;
  const [dir, ...rest] = path.relative(api.root, file).split(path.sep);
  if (!dir || rest.length === 0) return undefined;
  const index = api.program.getSourceFile(path.join(api.root, dir, 'index.d.ts').split(path.sep).join('/'));
  const moduleSymbol = index && api.checker.getSymbolAtLocation(index);
  return moduleSymbol ? { dir, module: moduleSymbol } : undefined;
}

/**
 * Import lines of a function: from its folder's entry point when that exports it (as its default,
 * `import createBox from '@mui/system/createBox'`, or by name, `import { createGrid } from
 * '@mui/system/Grid'`), then by name from the package root.
 */
export function functionImports(api: FunctionProgram, fn: FunctionSymbols): string[] {
  const lines: string[] = [];
  const entry = folderEntry(api, fn);
  if (entry) {
    const specifier = `${api.packageName}/${entry.dir}`;
    if (exportOf(api.checker, entry.module, 'default') === fn.symbol) lines.push(`import ${fn.name} from '${specifier}';`);
    else if (exportOf(api.checker, entry.module, fn.name) === fn.symbol) lines.push(`import { ${fn.name} } from '${specifier}';`);
  }
  lines.push(`import { ${fn.name} } from '${api.packageName}';`);
  return lines;
}
