/**
 * The independent source the API comparison checks the generator against: a component's runtime
 * `propTypes` (loaded from the installed CommonJS build, NODE_ENV not production; for a wrapper export
 * also those of the inner component it forwards to), minus the keys MUI marks internal (`@ignore` in
 * the propTypes' JSDoc of the same build file, and exactProp's marker).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const requireFromRoot = createRequire(path.resolve('package.json'));

function isRecord(value: unknown): value is Record<string, unknown> {
  return (typeof value === 'object' || typeof value === 'function') && value !== null;
}

/** `propTypes` of `<packageName>/<dir>`'s default export (through React.memo); undefined when it has none. */
export function runtimePropTypes(packageName: string, dir: string): string[] | undefined {
  const loaded: unknown = requireFromRoot(`${packageName}/${dir}`);
  const component = isRecord(loaded) && 'default' in loaded ? loaded.default : loaded;
  if (!isRecord(component)) return undefined;
  const inner = isRecord(component.type) ? component.type : undefined;
  const propTypes = component.propTypes ?? inner?.propTypes;
  return isRecord(propTypes) ? Object.keys(propTypes) : undefined;
}

function propertyName(name: ts.PropertyName): string | undefined {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/**
 * The components whose propTypes are the component's: itself, and where the export is a thin wrapper
 * (Joy's `StableMenuItem`, `StableOption`) the unexported `Inner<Name>` it forwards every prop to.
 */
const implementations = (componentName: string) => [componentName, `Inner${componentName}`, `Stable${componentName}`];

interface StaticPropTypes {
  /** Keys of the `Inner<Name>.propTypes` object (the runtime cannot reach an unexported component). */
  inner: string[];
  /** Keys whose JSDoc says `@ignore`, in any of the component's propTypes objects. */
  ignored: Set<string>;
}

/** Reads the `<name>.propTypes = { … }` assignments of the component's CommonJS build file. */
export function staticPropTypes(packageName: string, dir: string, componentName: string): StaticPropTypes {
  const file = requireFromRoot.resolve(`${packageName}/${dir}`).replace(/index\.js$/, `${componentName}.js`);
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const names = implementations(componentName);
  const result: StaticPropTypes = { inner: [], ignored: new Set() };
  const visit = (node: ts.Node): void => {
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(node.left) &&
      node.left.name.text === 'propTypes' &&
      names.includes(node.left.expression.getText(source))
    ) {
      const owner = node.left.expression.getText(source);
      const object = ts.isCallExpression(node.right) ? node.right.arguments[0] : node.right;
      if (object && ts.isObjectLiteralExpression(object)) {
        for (const property of object.properties) {
          const name = property.name && propertyName(property.name);
          if (!name) continue;
          if (owner === `Inner${componentName}`) result.inner.push(name);
          const comments = ts.getLeadingCommentRanges(text, property.pos) ?? [];
          if (comments.some((range) => /@ignore\b/.test(text.slice(range.pos, range.end)))) result.ignored.add(name);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return result;
}

/** What the comparison expects an API page to list: the documented propTypes keys. */
export function documentedPropTypes(packageName: string, dir: string, componentName: string): string[] | undefined {
  const keys = runtimePropTypes(packageName, dir);
  if (!keys) return undefined;
  const { inner, ignored } = staticPropTypes(packageName, dir, componentName);
  // exactProp() adds a marker key ("exact-prop: \u200b") that is a validator, not a prop.
  return [...new Set([...keys, ...inner])].filter((key) => !ignored.has(key) && !key.startsWith('exact-prop'));
}
