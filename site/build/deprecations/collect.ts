/**
 * The deprecated props and CSS classes of the installed @mui/material, read from the `@deprecated`
 * JSDoc tags of its component folders' declaration files (parsed only: no type checker needed).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export type DeprecationKind = 'component' | 'prop' | 'class' | 'hook' | 'export';

export interface Deprecation {
  /**
   * Component folder, e.g. "Accordion"; "Checkbox, Radio, Switch" for the shared SwitchBase props;
   * the module path ("@mui/material/styles") for a deprecated export.
   */
  component: string;
  kind: DeprecationKind;
  /** Component name, prop name, class key or hook return member. */
  name: string;
  /** The tag's text, verbatim. */
  note: string;
}

/** Internal declaration files whose members surface on public components. */
const SHARED_FILES: Record<string, string> = { 'internal/SwitchBase.d.ts': 'Checkbox, Radio, Switch' };

function tagText(tag: ts.JSDocTag): string {
  const { comment } = tag;
  const text = typeof comment === 'string' ? comment : (comment ?? []).map((part) => part.text).join('');
  // Only the tag's first paragraph: some tags are followed by the member's description.
  return (text.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').trim();
}

function deprecatedTag(node: ts.Node): ts.JSDocTag | undefined {
  return ts.getJSDocTags(node).find((tag) => tag.tagName.text === 'deprecated');
}

function memberName(node: ts.PropertySignature): string | undefined {
  const { name } = node;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

function fromFile(file: string, component: string, kind: Exclude<DeprecationKind, 'component'>): Deprecation[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Deprecation[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertySignature(node)) {
      const name = memberName(node);
      const tag = deprecatedTag(node);
      if (name && tag) found.push({ component, kind, name, note: tagText(tag) });
    }
    // The component itself: `declare const <Folder>` carrying the tag on its statement.
    if (ts.isVariableStatement(node)) {
      const tag = deprecatedTag(node);
      const declared = node.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === component);
      if (tag && declared) found.push({ component, kind: 'component', name: component, note: tagText(tag) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Modules whose own deprecated exports (not components) are listed, by declaration file. */
const EXPORT_FILES: Record<string, string> = { 'index.d.ts': '@mui/material' };
const STYLES_DIR = 'styles';

function statementNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (ts.isIdentifier(d.name) ? [d.name.text] : []));
  }
  if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
    return statement.exportClause.elements.map((element) => element.name.text);
  }
  if (ts.isFunctionDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isInterfaceDeclaration(statement)) {
    return statement.name ? [statement.name.text] : [];
  }
  return [];
}

/** Top-level declarations and re-exports that carry the tag. */
function exportsFromFile(file: string, module: string): Deprecation[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    const tag = deprecatedTag(statement);
    return tag ? statementNames(statement).map((name) => ({ component: module, kind: 'export' as const, name, note: tagText(tag) })) : [];
  });
}

/** Every deprecated component, prop, class key, hook member and export, one entry per owner, kind and name, sorted. */
export function collectDeprecations(packageDir: string): Deprecation[] {
  const entries: Deprecation[] = [];
  const folders = readdirSync(packageDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^(?:[A-Z]|use[A-Z])/.test(entry.name))
    .map((entry) => entry.name);
  for (const folder of folders) {
    const dir = path.join(packageDir, folder);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.d.ts') && name !== 'index.d.ts')) {
      const full = path.join(dir, file);
      if (/Classes\.d\.ts$/.test(file)) entries.push(...fromFile(full, folder, 'class'));
      else if (file === `${folder}.d.ts`) {
        entries.push(...fromFile(full, folder, folder.startsWith('use') ? 'hook' : 'prop'));
      }
    }
  }
  for (const [file, component] of Object.entries(SHARED_FILES)) {
    const full = path.join(packageDir, file);
    if (existsSync(full)) entries.push(...fromFile(full, component, 'prop'));
  }
  for (const [file, module] of Object.entries(EXPORT_FILES)) entries.push(...exportsFromFile(path.join(packageDir, file), module));
  const stylesDir = path.join(packageDir, STYLES_DIR);
  for (const file of readdirSync(stylesDir).filter((name) => name.endsWith('.d.ts'))) {
    entries.push(...exportsFromFile(path.join(stylesDir, file), '@mui/material/styles'));
  }
  const unique = new Map<string, Deprecation>();
  for (const entry of entries) unique.set(`${entry.component}\u0000${entry.kind}\u0000${entry.name}`, entry);
  return [...unique.values()].sort(
    (a, b) => a.component.localeCompare(b.component, 'en') || a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name, 'en'),
  );
}
