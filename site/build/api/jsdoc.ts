/**
 * JSDoc of one declaration (a prop, a CSS class key, a slot): description text and the tags the
 * API pages use (`@default`, `@deprecated`, `@ignore`, `@internal`), plus the declared type as text.
 */
import ts from 'typescript';

export interface DocComment {
  description: string;
  /** `@default` text, verbatim (e.g. "'text'"). */
  default?: string;
  /** `@deprecated` text ("" when the tag has no text). */
  deprecated?: string;
  /** `@ignore` or `@internal`: not part of the documented API. */
  hidden: boolean;
}

function tagText(tag: ts.JSDocTagInfo): string {
  return ts.displayPartsToString(tag.text).trim();
}

/**
 * A `@default` value. A comment line `* * @deprecated …` (SpeedDial's TransitionComponent) ends the
 * tag with a stray `*` line that TypeScript keeps as text: a value never ends in a bare `*`.
 */
function defaultText(tag: ts.JSDocTagInfo): string {
  return tagText(tag).replace(/(?:\s*\*)+$/, '');
}

/** JSDoc of the symbol declared by `declaration` (its own comment only, not merged ones). */
export function docOf(checker: ts.TypeChecker, declaration: ts.Declaration): DocComment {
  const name = ts.getNameOfDeclaration(declaration);
  const symbol = (name && checker.getSymbolAtLocation(name)) ?? undefined;
  if (!symbol) return { description: '', hidden: false };
  const tags = symbol.getJsDocTags(checker);
  const find = (tagName: string) => tags.find((tag) => tag.name === tagName);
  const defaultTag = find('default');
  const deprecatedTag = find('deprecated');
  return {
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
    ...(defaultTag ? { default: defaultText(defaultTag) } : {}),
    ...(deprecatedTag ? { deprecated: tagText(deprecatedTag) } : {}),
    hidden: Boolean(find('ignore') ?? find('internal')),
  };
}

const printer = ts.createPrinter({ removeComments: true, omitTrailingSemicolon: true });

/**
 * The string values a named type alias stands for (Joy's `VariantProp` -> 'outlined' | 'plain' |
 * 'soft' | 'solid'), in alphabetical order as MUI's propTypes list them; undefined for anything else.
 */
function aliasedStrings(checker: ts.TypeChecker, node: ts.TypeReferenceNode): string[] | undefined {
  if (node.typeArguments?.length) return undefined;
  const symbol = checker.getSymbolAtLocation(node.typeName);
  const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  if (!target || !(target.flags & ts.SymbolFlags.TypeAlias)) return undefined;
  const type = checker.getTypeFromTypeNode(node);
  const members = type.isUnion() ? type.types : [type];
  if (!members.every((member) => member.isStringLiteral())) return undefined;
  return members.map((member) => (member as ts.StringLiteralType).value).sort();
}

/**
 * `OverridableStringUnion<'text' | 'outlined' | 'contained', ButtonPropsVariantOverrides>` resolves to
 * its first argument when nobody augments the overrides interface: show that union instead. An alias
 * of string values (`VariantProp`, `ColorPaletteProp`) is shown as the values it stands for.
 */
function unwrapOverridable(context: ts.TransformationContext, checker: ts.TypeChecker, options: TypeTextOptions) {
  const visit = (node: ts.Node): ts.Node | ts.Node[] => {
    if (
      ts.isTypeReferenceNode(node) &&
      ts.isIdentifier(node.typeName) &&
      node.typeName.text === 'OverridableStringUnion' &&
      node.typeArguments?.length
    ) {
      return ts.visitNode(node.typeArguments[0], visit) ?? node;
    }
    const strings = ts.isTypeReferenceNode(node) && !options.keepAliases ? aliasedStrings(checker, node) : undefined;
    if (strings) {
      const { parent } = node;
      // Inside a union the values join it (once each: `'filled' | SelectVariants` has 'filled' already).
      const written = ts.isUnionTypeNode(parent) ? parent.types.filter(ts.isLiteralTypeNode).map((t) => t.literal) : [];
      const known = new Set(written.filter(ts.isStringLiteral).map((literal) => literal.text));
      const literals = strings
        .filter((value) => !known.has(value))
        .map((value) => ts.factory.createLiteralTypeNode(ts.factory.createStringLiteral(value, true)));
      if (ts.isUnionTypeNode(parent) || literals.length === 1) return literals;
      const union = ts.factory.createUnionTypeNode(literals);
      const bindsTighter = ts.isArrayTypeNode(parent) || ts.isIntersectionTypeNode(parent) || ts.isTypeOperatorNode(parent);
      return bindsTighter ? ts.factory.createParenthesizedType(union) : union;
    }
    return ts.visitEachChild(node, visit, context);
  };
  return visit;
}

export interface TypeTextOptions {
  /**
   * Keep a named alias of string values as written (`GridAlignment`), rather than the values it
   * stands for: MUI X's pages show the name, and some aliases stand for hundreds of keys.
   */
  keepAliases?: boolean;
}

/** A type node as written, on one line (the same rewrites as a prop type's). */
export function printTypeNode(node: ts.Node, sourceFile: ts.SourceFile, checker: ts.TypeChecker, options: TypeTextOptions = {}): string {
  const result = ts.transform(node, [(context) => (root) => ts.visitNode(root, unwrapOverridable(context, checker, options)) ?? root]);
  const text = printer.printNode(ts.EmitHint.Unspecified, result.transformed[0], sourceFile);
  result.dispose();
  return text.replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

/** Whether a type node mentions a type parameter (`Partial<Slots>` inside a generic helper). */
function mentionsTypeParameter(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (ts.isTypeReferenceNode(node)) {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) return true;
  }
  return ts.forEachChild(node, (child) => mentionsTypeParameter(checker, child) || undefined) ?? false;
}

/**
 * The declared type of a property or method signature, as written in the .d.ts (one line). When it is
 * written in terms of a generic helper's type parameters, `resolved` (the type it has on the component)
 * is printed instead.
 */
export function declaredTypeText(checker: ts.TypeChecker, declaration: ts.Declaration, resolved?: ts.Type, options: TypeTextOptions = {}): string {
  const sourceFile = declaration.getSourceFile();
  if ((ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) && declaration.type) {
    if (resolved && mentionsTypeParameter(checker, declaration.type)) {
      return checker.typeToString(checker.getNonNullableType(resolved));
    }
    return printTypeNode(declaration.type, sourceFile, checker, options);
  }
  if ((ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) && declaration.type) {
    const fn = ts.factory.createFunctionTypeNode(declaration.typeParameters, declaration.parameters, declaration.type);
    return printTypeNode(fn, sourceFile, checker, options);
  }
  const type = checker.getTypeAtLocation(declaration);
  return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
}
