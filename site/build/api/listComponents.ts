/**
 * The React components a package exports, read from its root `index.d.ts`:
 * `export { default as Button } from "./Button/index.js"` entries whose name is PascalCase,
 * whose folder holds `<Name>/<Name>.d.ts` and whose declarations export a `<Name>Props` type.
 * Only parses (no type checking), so it is cheap enough to call on every build.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageRoot, PROJECT_ROOT } from './products';

export interface ComponentEntry {
  name: string;
  /** Folder of the component inside the package, e.g. "Button". */
  dir: string;
}

const PASCAL_CASE = /^[A-Z][a-z0-9]*(?:[A-Z][a-z0-9]*)*$/;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
}

/** `./Button/index.js`, `./Button/index`, `./Button` -> "Button"; anything deeper or non-relative -> undefined. */
function folderOf(specifier: string): string | undefined {
  const match = /^\.\/([^/]+)(?:\/index(?:\.js)?)?$/.exec(specifier);
  return match?.[1];
}

/** A text search is enough here (and ~20x cheaper than parsing every declaration file). */
function exportsPropsType(dir: string, name: string): boolean {
  const declaration = new RegExp(`export\\s+(?:declare\\s+)?(?:interface|type)\\s+${name}Props\\b`);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.d.ts'))
    .some((file) => declaration.test(readFileSync(path.join(dir, file), 'utf8')));
}

/** Components exported by `packageName`, with the folder each lives in, sorted by name. */
export function listComponentEntries(packageName: string, projectRoot: string = PROJECT_ROOT): ComponentEntry[] {
  const root = packageRoot(packageName, projectRoot);
  const index = parse(path.join(root, 'index.d.ts'));
  const entries = new Map<string, ComponentEntry>();
  for (const statement of index.statements) {
    if (
      !ts.isExportDeclaration(statement) ||
      !statement.moduleSpecifier ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause)
    ) {
      continue;
    }
    const dir = folderOf(statement.moduleSpecifier.text);
    if (!dir) continue;
    for (const element of statement.exportClause.elements) {
      const name = element.name.text;
      if (element.propertyName?.text !== 'default' || !PASCAL_CASE.test(name)) continue;
      const folder = path.join(root, dir);
      if (!existsSync(path.join(folder, `${name}.d.ts`)) || !exportsPropsType(folder, name)) continue;
      entries.set(name, { name, dir });
    }
  }
  return [...entries.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Names of the components exported by `packageName`, e.g. ["Accordion", …, "Zoom"] for @mui/material. */
export function listComponents(packageName: string, projectRoot: string = PROJECT_ROOT): string[] {
  return listComponentEntries(packageName, projectRoot).map((entry) => entry.name);
}
