/**
 * The props a component's implementation reads: the names it destructures from `props` (or
 * `inProps`) or reads as `props.name` in the installed `<Dir>/<Name>.js`. MUI's prop-types generator documents a prop that
 * another declaration file gives a component only when the implementation uses it, so the API
 * pages need the same list (see documented.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const PROPS_IDENTIFIERS = new Set(['props', 'inProps']);

function bindingName(element: ts.BindingElement): string | undefined {
  const name = element.propertyName ?? element.name;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/**
 * The component's render function: `function Button(…)`, or `function InnerMenuItem(…)` where the
 * export is a thin wrapper around an inner component (Joy's MenuItem) that reads the props.
 */
function isImplementationOf(node: ts.Node, componentName: string): boolean {
  if (!ts.isFunctionDeclaration(node) && !ts.isFunctionExpression(node)) return false;
  const name = node.name?.text;
  return name === componentName || name === `Inner${componentName}`;
}

/**
 * Names destructured from `props`/`inProps`, or read from it, inside the function named
 * `componentName` in `file` (not in the file's style helpers or inner parts); empty when the file is missing.
 */
export function usedPropsOf(file: string, componentName: string): Set<string> {
  const used = new Set<string>();
  if (!existsSync(file)) return used;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const visit = (node: ts.Node, inside: boolean): void => {
    const within = inside || isImplementationOf(node, componentName);
    if (
      within &&
      ts.isVariableDeclaration(node) &&
      ts.isObjectBindingPattern(node.name) &&
      node.initializer &&
      ts.isIdentifier(node.initializer) &&
      PROPS_IDENTIFIERS.has(node.initializer.text)
    ) {
      for (const element of node.name.elements) {
        const name = element.dotDotDotToken ? undefined : bindingName(element);
        if (name) used.add(name);
      }
    }
    if (
      within &&
      ts.isPropertyAccessExpression(node) &&
      ts.isIdentifier(node.expression) &&
      PROPS_IDENTIFIERS.has(node.expression.text)
    ) {
      used.add(node.name.text);
    }
    ts.forEachChild(node, (child) => visit(child, within));
  };
  visit(source, false);
  return used;
}

/** The implementation file of a component: `<package root>/<dir>/<name>.js`. */
export function implementationFile(packageRoot: string, dir: string, name: string): string {
  return path.join(packageRoot, dir, `${name}.js`);
}
