/**
 * One `ts.Program` per package, shared by every component of that package.
 *
 * The program has a single, in-memory root file (the "probe") that imports every component module
 * and spells `React.ComponentProps<typeof Component>` for each: the checker then resolves the
 * `OverridableComponent` / `ExtendButtonBase` / generic-function declarations to the props
 * a caller can pass when no `component` prop is given.
 */
import path from 'node:path';
import ts from 'typescript';
import { listComponentEntries, type ComponentEntry } from './listComponents';
import { packageRoot, PROJECT_ROOT } from './products';

export interface ComponentSymbols {
  entry: ComponentEntry;
  /** Module `<package>/<Name>` (its index.d.ts). */
  module: ts.Symbol;
  /** The resolved default export (`declare const Button: …`, `function TextField(…)`). */
  component: ts.Symbol;
  /** Type of the default export. */
  componentType: ts.Type;
  /** `React.ComponentProps<typeof Component>`. */
  propsType: ts.Type;
}

export interface ApiProgram {
  packageName: string;
  /** Directory of the installed package. */
  root: string;
  program: ts.Program;
  checker: ts.TypeChecker;
  components: Map<string, ComponentSymbols>;
  /** Milliseconds spent creating the program and resolving every component. */
  setupMs: number;
}

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.CommonJS,
  // Node10 resolution reads the CommonJS declarations (`@mui/material/Button/Button.d.ts`), which
  // are the same as the `esm/` ones, and works for packages without an `exports` map (Joy).
  moduleResolution: ts.ModuleResolutionKind.Node10,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  allowSyntheticDefaultImports: true,
  esModuleInterop: true,
};

function probeSource(packageName: string, entries: ComponentEntry[]): string {
  const lines = ["import type { ComponentProps } from 'react';"];
  entries.forEach((entry, i) => {
    lines.push(`import type * as M${i} from '${packageName}/${entry.dir}';`);
    lines.push(`export type P${i} = ComponentProps<typeof M${i}.default>;`);
  });
  return lines.join('\n');
}

function createHost(probePath: string, probeText: string): ts.CompilerHost {
  const host = ts.createCompilerHost(COMPILER_OPTIONS, true);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
    fileName === probePath
      ? ts.createSourceFile(fileName, probeText, languageVersion, true)
      : getSourceFile.call(host, fileName, languageVersion, onError, shouldCreate);
  host.fileExists = (fileName) => fileName === probePath || fileExists.call(host, fileName);
  host.readFile = (fileName) => (fileName === probePath ? probeText : readFile.call(host, fileName));
  return host;
}

export function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol {
  return symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
}

/** A program whose one root is an in-memory module (`probeText`) at the project root, with the API pages' options. */
export function createProbeProgram(probeText: string, projectRoot: string = PROJECT_ROOT): { program: ts.Program; checker: ts.TypeChecker; probe: ts.SourceFile } {
  const probePath = path.join(projectRoot, '__api_probe__.ts').split(path.sep).join('/');
  const program = ts.createProgram({
    rootNames: [probePath],
    options: COMPILER_OPTIONS,
    host: createHost(probePath, probeText),
  });
  const probe = program.getSourceFile(probePath);
  if (!probe) throw new Error('The API probe file was not created.');
  return { program, checker: program.getTypeChecker(), probe };
}

/** The modules a probe imports (`import type * as X from 'pkg'`), in its order. */
export function importedModules(checker: ts.TypeChecker, probe: ts.SourceFile): ts.Symbol[] {
  return probe.statements.filter(ts.isImportDeclaration).map((statement) => {
    const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
    if (!moduleSymbol) throw new Error(`Cannot resolve ${statement.moduleSpecifier.getText(probe)}.`);
    return moduleSymbol;
  });
}

/** The resolved export `name` of a module, or undefined. */
export function exportOf(checker: ts.TypeChecker, moduleSymbol: ts.Symbol, name: string): ts.Symbol | undefined {
  const found = checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.name === name);
  return found && resolveAlias(checker, found);
}

/**
 * Builds the shared program for `packageName`. It always covers every component of the package:
 * telling own props from inherited ones needs to know every component folder and props type.
 */
export function createApiProgram(packageName: string, projectRoot: string = PROJECT_ROOT): ApiProgram {
  const start = performance.now();
  const entries = listComponentEntries(packageName, projectRoot);
  const { program, checker, probe } = createProbeProgram(probeSource(packageName, entries), projectRoot);

  const modules: ts.Symbol[] = [];
  const aliases: ts.TypeAliasDeclaration[] = [];
  for (const statement of probe.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings?.kind === ts.SyntaxKind.NamespaceImport) {
      const moduleSymbol = checker.getSymbolAtLocation(statement.moduleSpecifier);
      if (!moduleSymbol) throw new Error(`Cannot resolve ${statement.moduleSpecifier.getText(probe)}.`);
      modules.push(moduleSymbol);
    } else if (ts.isTypeAliasDeclaration(statement) && /^P\d+$/.test(statement.name.text)) {
      aliases.push(statement);
    }
  }

  const components = new Map<string, ComponentSymbols>();
  entries.forEach((entry, i) => {
    const moduleSymbol = modules[i];
    const alias = aliases[i];
    const defaultExport = checker.getExportsOfModule(moduleSymbol).find((s) => s.escapedName === 'default');
    if (!defaultExport) return;
    const component = resolveAlias(checker, defaultExport);
    components.set(entry.name, {
      entry,
      module: moduleSymbol,
      component,
      componentType: checker.getTypeOfSymbol(component),
      propsType: checker.getTypeAtLocation(alias.name),
    });
  });

  return {
    packageName,
    root: packageRoot(packageName, projectRoot),
    program,
    checker,
    components,
    setupMs: performance.now() - start,
  };
}

const cache = new Map<string, ApiProgram>();

/** The shared program of `packageName`, created on first use and reused afterwards. */
export function getApiProgram(packageName: string, projectRoot: string = PROJECT_ROOT): ApiProgram {
  const key = `${projectRoot}\0${packageName}`;
  let apiProgram = cache.get(key);
  if (!apiProgram) {
    apiProgram = createApiProgram(packageName, projectRoot);
    cache.set(key, apiProgram);
  }
  return apiProgram;
}

/** Drops the shared programs (~650 MB for @mui/material), so the rest of a build runs without them. */
export function releaseApiPrograms(): void {
  cache.clear();
}

/** Resolved export `name` of a component's module (e.g. "ButtonClasses", "buttonClasses"). */
export function moduleExport(api: ApiProgram, symbols: ComponentSymbols, name: string): ts.Symbol | undefined {
  const found = api.checker.getExportsOfModule(symbols.module).find((s) => s.name === name);
  return found && resolveAlias(api.checker, found);
}
