/**
 * The Data Grid API reference from the installed declarations: one ApiMembersDoc per interface of
 * the nav and per component props page, and the index, written to
 * `site/generated/api-routes/<route>.json` (the file's path is the page's route, site/routes.tsx).
 */
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { GRID_API_ROUTE, GRID_COMPONENTS, GRID_PACKAGES, GRID_PLANS, gridInterfaces, type GridComponent } from './dataGridApi';
import { createInterfaceProgram, exportersOf, planOfSymbol, typeOfExport, type ExportedName, type InterfaceProgram } from './interfaceProgram';
import type { ApiIndexDoc, ApiIndexEntry, ApiMembersDoc } from './interfaceTypes';
import { packageRoot, PROJECT_ROOT } from './products';
import { propertyDoc } from './signatures';
import { linkTypeReferences } from './typeReferences';
import type { ApiPlan, ApiProp } from './types';

/** Where the generated pages go: `<dir>/<route>.json`. */
export const apiRoutesDir = (projectRoot: string): string => path.join(projectRoot, 'site/generated/api-routes');

/** Required members first, then case-insensitive alphabetical order (as MUI X's API pages list them). */
function byRequiredThenName(a: ApiProp, b: ApiProp): number {
  return Number(b.required) - Number(a.required) || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.name < b.name ? -1 : 1);
}

const MORE = { pro: 1, premium: 2 } as const;
/** The more restrictive of two plans. */
const stricter = (a?: ApiPlan, b?: ApiPlan): ApiPlan | undefined => ((a ? MORE[a] : 0) >= (b ? MORE[b] : 0) ? a : b);

/**
 * Every documented member of the type a name stands for (inherited and augmented ones included).
 * `sources` are the packages' exports of the name, the most complete first: a member is read from
 * the cheapest package whose export has it (GridApi is a larger type in Pro and Premium), and it
 * needs that package's plan, or the plan of the package that declares it (Premium's augmentation
 * of GridColDef), whichever is stricter. `byDeclaration`: the plan of the declaring package only
 * (a component's props, whose one package the page is about).
 */
export function membersOf(api: InterfaceProgram, sources: readonly ExportedName[], byDeclaration = false): ApiProp[] {
  const members = new Map<string, ApiProp>();
  for (const { packageName, symbol } of [...sources].reverse()) {
    for (const property of api.checker.getPropertiesOfType(typeOfExport(api.checker, symbol))) {
      if (members.has(property.name)) continue;
      const prop = propertyDoc(api.checker, property, { keepAliases: true });
      if (!prop) continue;
      const plan = stricter(byDeclaration ? undefined : GRID_PLANS[packageName], planOfSymbol(api, property));
      members.set(property.name, plan ? { ...prop, plan } : prop);
    }
  }
  return [...members.values()].sort(byRequiredThenName);
}

/** The plan of the cheapest package that exports a name; none when a free one does. */
function exportPlan(exporters: readonly ExportedName[]): ApiPlan | undefined {
  return exporters.map(({ packageName }) => GRID_PLANS[packageName]).reduce<ApiPlan | undefined>((a, b) => (a && b ? (MORE[a] <= MORE[b] ? a : b) : undefined), 'premium');
}

export function interfaceDoc(api: InterfaceProgram, name: string, pathname: string): ApiMembersDoc {
  const exporters = exportersOf(api, name);
  const [first] = exporters;
  if (!first) throw new Error(`No package of ${api.packages.join(', ')} exports ${name}.`);
  const plan = exportPlan(exporters);
  return {
    kind: 'interface',
    name,
    pathname,
    description: ts.displayPartsToString(first.symbol.getDocumentationComment(api.checker)).trim(),
    packages: exporters.map(({ packageName }) => packageName),
    imports: exporters.map(({ packageName }) => `import { ${name} } from '${packageName}';`),
    ...(plan ? { plan } : {}),
    members: membersOf(api, exporters),
  };
}

/**
 * A component's props: the members of its exported props interface. Only its own package counts
 * (the Pro package exports a `DataGridPremium` that only throws), imported from its folder's entry
 * point when there is one, then from the package root.
 */
export function componentDoc(api: InterfaceProgram, component: GridComponent, projectRoot: string = PROJECT_ROOT): ApiMembersDoc {
  const own = (name: string) => exportersOf(api, name).find(({ packageName }) => packageName === component.packageName);
  const symbol = own(component.name);
  const props = own(component.props);
  if (!symbol || !props) throw new Error(`${component.packageName} does not export ${component.name} and ${component.props}.`);
  const folder = existsSync(path.join(packageRoot(component.packageName, projectRoot), component.name, 'index.d.ts'));
  const plan = GRID_PLANS[component.packageName];
  return {
    kind: 'component',
    name: component.name,
    pathname: component.pathname ?? '',
    description: ts.displayPartsToString(props.symbol.getDocumentationComment(api.checker)).trim(),
    packages: [component.packageName],
    imports: [
      ...(folder ? [`import { ${component.name} } from '${component.packageName}/${component.name}';`] : []),
      `import { ${component.name} } from '${component.packageName}';`,
    ],
    ...(plan ? { plan } : {}),
    members: membersOf(api, [props], true),
  };
}

/** The first sentence of a JSDoc text (up to the first full stop followed by a space or the end). */
export function firstSentence(text: string): string {
  const line = text.split(/\n\s*\n/)[0]?.replace(/\s+/g, ' ').trim() ?? '';
  return /^.*?\.(?=\s|$)/.exec(line)?.[0] ?? line;
}

const indexEntry = (doc: ApiMembersDoc, pathname?: string): ApiIndexEntry => ({
  name: doc.name,
  pathname: pathname ?? '',
  packages: doc.packages,
  summary: firstSentence(doc.description),
  ...(doc.plan ? { plan: doc.plan } : {}),
});

export interface GridApiDocs {
  index: ApiIndexDoc;
  pages: ApiMembersDoc[];
}

/** The index, the interface pages of the nav and the props pages the site routes. */
export function gridApiDocs(api: InterfaceProgram, projectRoot: string = PROJECT_ROOT): GridApiDocs {
  const pageOf = new Map([...gridInterfaces(), ...GRID_COMPONENTS.filter((c) => c.pathname)].map(({ name, pathname }) => [name, pathname!]));
  const linked = (doc: ApiMembersDoc): ApiMembersDoc => ({
    ...doc,
    description: linkTypeReferences(doc.description, pageOf),
    members: doc.members.map((member) => ({ ...member, description: linkTypeReferences(member.description, pageOf) })),
  });
  const interfaces = gridInterfaces().map(({ name, pathname }) => linked(interfaceDoc(api, name, pathname)));
  const components = GRID_COMPONENTS.map((component) => ({ component, doc: linked(componentDoc(api, component, projectRoot)) }));
  return {
    index: {
      title: 'Data Grid API',
      pathname: GRID_API_ROUTE,
      // A component without a props page of this site is listed without a link.
      components: components.map(({ component, doc }) => indexEntry(doc, component.pathname)),
      interfaces: interfaces.map((doc) => indexEntry(doc, doc.pathname)),
    },
    pages: [...interfaces, ...components.filter(({ component }) => component.pathname).map(({ doc }) => doc)],
  };
}

/** Writes every page of the Data Grid API reference (the folder is rewritten: no stale page stays). */
export async function generateGridApi(projectRoot: string = PROJECT_ROOT): Promise<{ pages: number; ms: number; programMs: number }> {
  const start = performance.now();
  const api = createInterfaceProgram(GRID_PACKAGES, GRID_PLANS, projectRoot);
  const { index, pages } = gridApiDocs(api, projectRoot);
  const dir = apiRoutesDir(projectRoot);
  await rm(dir, { recursive: true, force: true });
  for (const doc of [index, ...pages]) {
    const file = path.join(dir, `${doc.pathname}.json`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(doc)}\n`);
  }
  return { pages: pages.length + 1, ms: performance.now() - start, programMs: api.setupMs };
}
