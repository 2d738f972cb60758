/**
 * The independent source the function pages are checked against: the installed package's runtime
 * (CommonJS build, loaded with require): whether it exports a function, its `.length`, and which
 * properties its body reads from an object parameter, found by parsing the function's own source text
 * (`fn.toString()`): `const { themeId, defaultTheme, … } = options`, or a pattern in the parameter list.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const requireFromRoot = createRequire(path.resolve('package.json'));

/** The value `line` imports (`import x from 'a/b'` -> a/b's default, `import { x } from 'a'` -> a.x). */
export function importedValue(line: string): unknown {
  const match = /^import (?:(\w+)|\{ (\w+) \}) from '([^']+)';$/.exec(line);
  if (!match) throw new Error(`Not an import line: ${line}`);
  const [, defaultName, named, specifier] = match;
  const loaded = requireFromRoot(specifier!) as Record<string, unknown>;
  return defaultName ? loaded.default : loaded[named!];
}

export function runtimeExport(packageName: string, name: string): unknown {
  return (requireFromRoot(packageName) as Record<string, unknown>)[name];
}

export interface RuntimeOptions {
  /** Properties read by name, with the default value's source text when the pattern gives one. */
  names: Map<string, string | undefined>;
  /** The pattern ends with `...rest`: other properties are passed on. */
  rest: boolean;
}

type RuntimeFunctionNode = ts.FunctionExpression | ts.ArrowFunction | ts.FunctionDeclaration;

function parseFunction(fn: (...args: never[]) => unknown): RuntimeFunctionNode {
  const text = `(${fn.toString()})`;
  const file = ts.createSourceFile('runtime.js', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  let found: RuntimeFunctionNode | undefined;
  const visit = (node: ts.Node): void => {
    if (!found && (ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isFunctionDeclaration(node))) found = node;
    else if (!found) ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error('No function in the runtime source.');
  return found;
}

function addPattern(pattern: ts.ObjectBindingPattern, into: RuntimeOptions): void {
  for (const element of pattern.elements) {
    if (element.dotDotDotToken) {
      into.rest = true;
      continue;
    }
    const key = element.propertyName ?? element.name;
    if (ts.isIdentifier(key) || ts.isStringLiteral(key)) into.names.set(key.text, element.initializer?.getText());
  }
}

/** Whether `node` mentions the identifier `name`. */
function mentions(node: ts.Node, name: string): boolean {
  if (ts.isIdentifier(node) && node.text === name) return true;
  return ts.forEachChild(node, (child) => mentions(child, name) || undefined) ?? false;
}

/**
 * What the function's body reads from its parameter at `index`: the object patterns the parameter
 * itself is, or that destructure an expression built from it (`getThemeProps({ props: options })`).
 */
export function runtimeOptions(fn: (...args: never[]) => unknown, index: number): RuntimeOptions | undefined {
  const declaration = parseFunction(fn);
  const parameter = declaration.parameters[index];
  if (!parameter) return undefined;
  const result: RuntimeOptions = { names: new Map(), rest: false };
  if (ts.isObjectBindingPattern(parameter.name)) {
    addPattern(parameter.name, result);
    return result;
  }
  const name = parameter.name.getText();
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && mentions(node.initializer, name)) {
      addPattern(node.name, result);
    }
    // Nested functions (a component created inside the factory) read their own props, not the options.
    if (node !== declaration.body && ts.isFunctionLike(node)) return;
    ts.forEachChild(node, visit);
  };
  if (declaration.body) ts.forEachChild(declaration.body, visit);
  return result.names.size > 0 || result.rest ? result : undefined;
}
