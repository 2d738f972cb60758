/**
 * One component's API page data (ApiDoc), from the installed package's declarations (shared
 * ts.Program) and its runtime module (class names, forwardRef).
 */
import { extractClasses } from './classes';
import { documentedRule } from './documented';
import { findInheritance, findRootElement } from './inheritance';
import { apiPathname, PROJECT_ROOT } from './products';
import { getApiProgram, type ApiProgram } from './program';
import { extractProps } from './props';
import { loadComponentModule, runtimeClasses, runtimeForwardsRef } from './runtime';
import { extractSlots } from './slots';
import { implementationFile, usedPropsOf } from './usedProps';
import type { ApiDoc } from './types';

export type DemoLink = ApiDoc['demos'][number];

export interface GenerateApiDocOptions {
  /** Component name -> docs pages whose demos use it (see findDemoUsage). */
  demos?: Readonly<Record<string, readonly DemoLink[]>>;
  /** Shared program; by default the cached one of `packageName`. */
  program?: ApiProgram;
  projectRoot?: string;
}

/** Default import from the component's folder, named import from the package root. */
export function importLines(name: string, packageName: string, dir: string = name): string[] {
  return [`import ${name} from '${packageName}/${dir}';`, `import { ${name} } from '${packageName}';`];
}

export async function generateApiDoc(
  name: string,
  packageName: string,
  options: GenerateApiDocOptions = {},
): Promise<ApiDoc> {
  const projectRoot = options.projectRoot ?? PROJECT_ROOT;
  const api = options.program ?? getApiProgram(packageName, projectRoot);
  const symbols = api.components.get(name);
  if (!symbols) {
    throw new Error(`${packageName} does not export a component named "${name}".`);
  }
  const runtime = await loadComponentModule(packageName, symbols.entry.dir, projectRoot);

  const inheritance = findInheritance(api, name);
  const rule = documentedRule(name, usedPropsOf(implementationFile(api.root, symbols.entry.dir, name), name), packageName);
  const props = extractProps(api, name, rule);
  const hasSlots = props.some((prop) => prop.name === 'slots');
  const rootElement = findRootElement(api, name, inheritance);
  const forwardsRef =
    runtimeForwardsRef(runtime) ?? Boolean(api.checker.getPropertyOfType(symbols.propsType, 'ref'));

  return {
    name,
    packageName,
    pathname: apiPathname(packageName, name),
    imports: importLines(name, packageName, symbols.entry.dir),
    props,
    classes: extractClasses(api, name, runtimeClasses(runtime, name)),
    slots: hasSlots ? extractSlots(api, name) : [],
    ...(inheritance
      ? { inheritance: { component: inheritance.component, ...(inheritance.pathname ? { pathname: inheritance.pathname } : {}) } }
      : {}),
    ...(rootElement ? { rootElement } : {}),
    demos: [...(options.demos?.[name] ?? [])],
    forwardsRef,
  };
}
