/**
 * One `ts.Program` over several packages' roots (the Data Grid's community, Pro and Premium
 * packages): which of them export a name, the symbol and type behind it, and which package declares
 * a member (the plan it needs). Module augmentations of the paid packages apply, as in an app that
 * installs them.
 */
import path from 'node:path';
import ts from 'typescript';
import type { ApiPlan } from './types';
import { packageRoot, PROJECT_ROOT } from './products';
import { createProbeProgram, exportOf, importedModules } from './program';

export interface InterfaceProgram {
  /** The packages, the most complete plan first. */
  packages: readonly string[];
  checker: ts.TypeChecker;
  /** Root module of each package, same order. */
  roots: ts.Symbol[];
  /** Real directory of each paid package -> its plan. */
  planDirs: [string, ApiPlan][];
  setupMs: number;
}

export function createInterfaceProgram(packages: readonly string[], plans: Readonly<Record<string, ApiPlan>>, projectRoot: string = PROJECT_ROOT): InterfaceProgram {
  const start = performance.now();
  const probeText = packages.map((name, i) => `import type * as R${i} from '${name}';`).join('\n');
  const { checker, probe } = createProbeProgram(probeText, projectRoot);
  const roots = importedModules(checker, probe);
  const planDirs = Object.entries(plans).map(([name, plan]): [string, ApiPlan] => [packageRoot(name, projectRoot) + path.sep, plan]);
  return { packages, checker, roots, planDirs, setupMs: performance.now() - start };
}

export interface ExportedName {
  packageName: string;
  symbol: ts.Symbol;
}

/** The packages whose root exports `name`, in the program's order, with the resolved symbol. */
export function exportersOf(api: InterfaceProgram, name: string): ExportedName[] {
  return api.packages.flatMap((packageName, i) => {
    const symbol = exportOf(api.checker, api.roots[i]!, name);
    return symbol ? [{ packageName, symbol }] : [];
  });
}

/** The plan of the package that declares a node, undefined for a free package. */
function planOfNode(api: InterfaceProgram, node: ts.Node): ApiPlan | undefined {
  const file = path.resolve(node.getSourceFile().fileName);
  return api.planDirs.find(([dir]) => file.startsWith(dir))?.[1];
}

/** The plan a member needs: none when any of its declarations comes from a free package. */
export function planOfSymbol(api: InterfaceProgram, symbol: ts.Symbol): ApiPlan | undefined {
  const plans = (symbol.declarations ?? []).map((declaration) => planOfNode(api, declaration));
  if (plans.length === 0 || plans.includes(undefined)) return undefined;
  return plans.includes('pro') ? 'pro' : 'premium';
}

/** The object type a name stands for: an interface's declared type, a type alias's target, a value's type. */
export function typeOfExport(checker: ts.TypeChecker, symbol: ts.Symbol): ts.Type {
  if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Class)) return checker.getDeclaredTypeOfSymbol(symbol);
  return checker.getTypeOfSymbol(symbol);
}
