/**
 * A function's call signatures as its declarations write them: each overload as formatted code, its
 * parameters (type, `@param` text) and return type, and the properties of its object parameters
 * ("options": type, `@default`, description), merged over the overloads that take them.
 */
import { format } from 'prettier';
import ts from 'typescript';
import type { ApiOptions, ApiParameter, ApiSignature } from './functionTypes';
import { declaredTypeText, docOf, printTypeNode, type TypeTextOptions } from './jsdoc';
import { unionMembers } from './props';
import type { ApiProp } from './types';

type SignatureNode = ts.SignatureDeclaration & { type?: ts.TypeNode };

function nodeOf(signature: ts.Signature): SignatureNode {
  const node = signature.declaration;
  if (!node || ts.isJSDocSignature(node)) throw new Error('A call signature without a declaration.');
  return node;
}

const printer = ts.createPrinter({ removeComments: true });

/** The overload as `function name<…>(…): R;`, whatever declares it (a function, a call signature, a function type). */
export async function signatureCode(name: string, signature: ts.Signature): Promise<string> {
  const node = nodeOf(signature);
  const declaration = ts.factory.createFunctionDeclaration(
    undefined,
    undefined,
    name,
    node.typeParameters,
    node.parameters.map((p) => ts.factory.updateParameterDeclaration(p, undefined, p.dotDotDotToken, p.name, p.questionToken, p.type, undefined)),
    node.type,
    undefined,
  );
  const text = printer.printNode(ts.EmitHint.Unspecified, declaration, node.getSourceFile());
  return (await format(text, { parser: 'typescript', singleQuote: true, printWidth: 80, trailingComma: 'all' })).trimEnd();
}

function parameterOf(checker: ts.TypeChecker, parameter: ts.ParameterDeclaration): ApiParameter {
  const sourceFile = parameter.getSourceFile();
  return {
    name: parameter.name.getText(sourceFile),
    type: parameter.type ? printTypeNode(parameter.type, sourceFile, checker) : checker.typeToString(checker.getTypeAtLocation(parameter)),
    optional: Boolean(parameter.questionToken ?? parameter.initializer ?? parameter.dotDotDotToken),
    rest: Boolean(parameter.dotDotDotToken),
    description: docOf(checker, parameter).description,
  };
}

/** The `@returns` text of an overload, "" when it has none. */
function returnDescription(signature: ts.Signature): string {
  const tag = signature.getJsDocTags().find((t) => t.name === 'returns' || t.name === 'return');
  return tag ? ts.displayPartsToString(tag.text).trim() : '';
}

export async function signatureOf(checker: ts.TypeChecker, name: string, signature: ts.Signature): Promise<ApiSignature> {
  const node = nodeOf(signature);
  return {
    code: await signatureCode(name, signature),
    parameters: node.parameters.map((parameter) => parameterOf(checker, parameter)),
    returns: {
      type: node.type ? printTypeNode(node.type, node.getSourceFile(), checker) : checker.typeToString(signature.getReturnType()),
      description: returnDescription(signature),
    },
  };
}

/**
 * An object parameter whose properties a reader sets one by one: an object type (an anonymous one,
 * an interface, an intersection of them) that is not a type parameter, not callable and not an array.
 */
export function objectParameterType(checker: ts.TypeChecker, parameter: ts.Symbol): ts.Type | undefined {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(parameter));
  if (type.flags & ts.TypeFlags.TypeParameter || type.isUnion()) return undefined;
  if (!(type.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection))) return undefined;
  if (type.getCallSignatures().length || checker.isArrayType(type) || checker.isTupleType(type)) return undefined;
  return checker.getPropertiesOfType(type).length ? type : undefined;
}

/** The leftmost identifier of `a.b.c`. */
function rootIdentifier(name: ts.EntityName): ts.Identifier {
  return ts.isIdentifier(name) ? name : rootIdentifier(name.left);
}

/**
 * `typeof someLocalConst` (a name the package does not export or imports under another name): the
 * page shows the type it stands for. A global (`typeof window.matchMedia`) stays as written.
 */
function hasLocalTypeQuery(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (ts.isTypeQueryNode(node)) {
    const declaration = checker.getSymbolAtLocation(rootIdentifier(node.exprName))?.declarations?.[0];
    return !declaration?.getSourceFile().hasNoDefaultLib;
  }
  return ts.forEachChild(node, (child) => hasLocalTypeQuery(checker, child) || undefined) ?? false;
}

function propertyType(checker: ts.TypeChecker, property: ts.Symbol, declaration: ts.Declaration, options: TypeTextOptions): string {
  const typeNode = (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type;
  if (typeNode && hasLocalTypeQuery(checker, typeNode)) {
    return checker.typeToString(checker.getNonNullableType(checker.getTypeOfSymbol(property)), undefined, ts.TypeFormatFlags.NoTruncation);
  }
  return declaredTypeText(checker, declaration, undefined, options);
}

/**
 * One property of an object type as an API table row: its declared type (without the `| undefined`
 * an optional property implies), whether it is required, its `@default`, description and
 * `@deprecated`; undefined when it has no declaration or is `@ignore`/`@internal`.
 */
export function propertyDoc(checker: ts.TypeChecker, property: ts.Symbol, options: TypeTextOptions = {}): ApiProp | undefined {
  const declaration = property.declarations?.[0];
  if (!declaration) return undefined;
  const doc = docOf(checker, declaration);
  if (doc.hidden) return undefined;
  const required = !(property.flags & ts.SymbolFlags.Optional);
  // `label?: string | undefined` and `label?: string` are one type for an optional property.
  const written = propertyType(checker, property, declaration, options);
  return {
    name: property.name,
    type: required ? written : unionMembers(written).filter((member) => member !== 'undefined').join(' | '),
    description: doc.description,
    required,
    ...(doc.default !== undefined ? { default: doc.default } : {}),
    ...(doc.deprecated !== undefined ? { deprecated: doc.deprecated } : {}),
  };
}

/** Several types of one property (one per overload) as one union, function types in parentheses. */
function joinTypes(types: readonly string[]): string {
  if (types.length === 1) return types[0]!;
  return types.map((type) => (/^(?:<[^>]*>)?\(.*\)\s*=>/.test(type) ? `(${type})` : type)).join(' | ');
}

/** The properties of every object parameter, by parameter name, over all overloads (in the order first met). */
export function optionsOf(checker: ts.TypeChecker, signatures: readonly ts.Signature[]): ApiOptions[] {
  const byParameter = new Map<string, Map<string, { prop: ApiProp; types: string[] }>>();
  for (const signature of signatures) {
    for (const parameter of signature.getParameters()) {
      const type = objectParameterType(checker, parameter);
      if (!type) continue;
      const properties = byParameter.get(parameter.name) ?? new Map<string, { prop: ApiProp; types: string[] }>();
      byParameter.set(parameter.name, properties);
      for (const property of checker.getPropertiesOfType(type)) {
        const prop = propertyDoc(checker, property);
        if (!prop) continue;
        const known = properties.get(property.name);
        if (known) {
          if (!known.types.includes(prop.type)) known.types.push(prop.type);
          known.prop.required &&= prop.required;
          known.prop.description ||= prop.description;
          if (known.prop.default === undefined && prop.default !== undefined) known.prop.default = prop.default;
          continue;
        }
        properties.set(property.name, { prop, types: [prop.type] });
      }
    }
  }
  return [...byParameter].map(([parameter, properties]) => ({
    parameter,
    properties: [...properties.values()]
      .map(({ prop, types }) => ({ ...prop, type: joinTypes(types) }))
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  }));
}
