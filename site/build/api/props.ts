/**
 * The props an API page lists (the rule is documented.ts's): the members of
 * `React.ComponentProps<typeof Component>` that the component declares in its own folder, plus those
 * MUI documents on it although another declaration gives them (`children`, props its implementation
 * reads, MUI's named exceptions); each needs JSDoc. DOM attributes without MUI JSDoc are left out.
 */
import ts from 'typescript';
import { declaredTypeText, docOf } from './jsdoc';
import { documentsForeignProp, type DocumentedRule } from './documented';
import type { ApiProgram, ComponentSymbols } from './program';
import { classifyDeclaration } from './sources';
import type { ApiProp } from './types';

export interface PropSymbol {
  name: string;
  symbol: ts.Symbol;
  /** Declarations of every union member that has this prop. */
  declarations: ts.Declaration[];
  required: boolean;
}

/** Every prop of a props type; for a union (TextField, Select) the props of all its members. */
export function allProps(checker: ts.TypeChecker, type: ts.Type): Map<string, PropSymbol> {
  const members = type.isUnion() ? type.types : [type];
  const props = new Map<string, PropSymbol>();
  for (const member of members) {
    for (const symbol of checker.getPropertiesOfType(member)) {
      const optional = (symbol.flags & ts.SymbolFlags.Optional) !== 0;
      const known = props.get(symbol.name);
      const declarations = symbol.declarations ?? [];
      if (known) {
        known.required &&= !optional;
        known.declarations.push(...declarations.filter((d) => !known.declarations.includes(d)));
      } else {
        props.set(symbol.name, { name: symbol.name, symbol, declarations: [...declarations], required: !optional });
      }
    }
  }
  if (members.length > 1) {
    // A prop missing from one member of the union is optional overall.
    for (const prop of props.values()) {
      if (!members.every((member) => checker.getPropertyOfType(member, prop.name))) prop.required = false;
    }
  }
  return props;
}

/**
 * `component` lives in the generic overload of `OverridableComponent` (`<C>(props: { component: C } & …)`),
 * which `ComponentProps` does not pick: read it from there.
 */
function componentProp(api: ApiProgram, symbols: ComponentSymbols): { prop: ApiProp; declaration: ts.Declaration } | undefined {
  for (const signature of symbols.componentType.getCallSignatures()) {
    const [parameter] = signature.getParameters();
    if (!signature.typeParameters?.length || !parameter) continue;
    const parameterType = api.checker.getTypeOfSymbol(parameter);
    const component = api.checker.getPropertyOfType(parameterType, 'component');
    const declaration = component?.declarations?.[0];
    // The overload `OverridableComponent` adds requires `component`; an optional one is an ordinary prop.
    if (!component || !declaration || component.flags & ts.SymbolFlags.Optional) continue;
    const doc = docOf(api.checker, declaration);
    return { prop: { name: 'component', type: 'React.ElementType', description: doc.description, required: false }, declaration };
  }
  return undefined;
}

/** Documented elsewhere: the "forwards ref" note. */
const ALWAYS_HIDDEN = new Set(['ref']);

/**
 * `typed`: the declarations whose type is shown (the component's own ones when it re-declares the prop);
 * `documented`: those whose JSDoc may be used, in order of preference.
 */
function toApiProp(
  api: ApiProgram,
  prop: PropSymbol,
  typed: ts.Declaration[],
  documented: ts.Declaration[],
): ApiProp | undefined {
  const docs = documented.map((declaration) => docOf(api.checker, declaration));
  if (ALWAYS_HIDDEN.has(prop.name) || docs.some((doc) => doc.hidden)) return undefined;
  const main = docs.find((doc) => doc.description);
  // MUI's generator marks a prop without JSDoc (no text, no tag) `@ignore`: it is not documented.
  if (!main && !docs.some((doc) => doc.default !== undefined || doc.deprecated !== undefined)) return undefined;
  const deprecated = docs.find((doc) => doc.deprecated !== undefined)?.deprecated;
  const defaultValue = docs.find((doc) => doc.default !== undefined)?.default;
  const resolved = api.checker.getTypeOfSymbol(prop.symbol);
  const types = [...new Set(typed.flatMap((declaration) => unionMembers(declaredTypeText(api.checker, declaration, resolved))))];
  return {
    name: prop.name,
    type: types.join(' | '),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
    description: main?.description ?? '',
    required: prop.required,
    ...(deprecated !== undefined ? { deprecated } : {}),
  };
}

/**
 * The top-level members of a printed union ("'a' | ('b' | 'c')[]" -> ["'a'", "('b' | 'c')[]"]), so
 * each shows once. A function type's return type runs to the end (`(a: A) => B | undefined` is one).
 */
export function unionMembers(text: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (char === '=' && text[i + 1] === '>' && depth === 0) break;
    if ('([{<'.includes(char)) depth += 1;
    else if (')]}>'.includes(char) && text[i - 1] !== '=') depth -= 1;
    else if (char === '|' && depth === 0) {
      members.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  members.push(text.slice(start).trim());
  return members.filter(Boolean);
}

/** Case-insensitive alphabetical order, as on MUI's API pages. */
function byName(a: ApiProp, b: ApiProp): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.name < b.name ? -1 : 1);
}

/** Declarations in order of preference for the JSDoc: own, package helpers, other components, the rest. */
const PREFERENCE = ['own', 'shared', 'component', 'common', 'external'] as const;

/**
 * Documented props of `componentName` (see documented.ts): it declares a prop itself when a
 * declaration sits in its own folder, as MUI's generator counts the component's own declaration file.
 */
export function extractProps(api: ApiProgram, componentName: string, rule: DocumentedRule): ApiProp[] {
  const symbols = api.components.get(componentName);
  if (!symbols) throw new Error(`Unknown component ${componentName} in ${api.packageName}.`);
  const result: ApiProp[] = [];
  for (const prop of allProps(api.checker, symbols.propsType).values()) {
    if (rule.ignored.has(prop.name)) continue;
    const classified = prop.declarations.map((d) => ({ d, kind: classifyDeclaration(api, componentName, d).kind }));
    const ofKind = (kind: (typeof PREFERENCE)[number]) => classified.filter((c) => c.kind === kind).map((c) => c.d);
    const own = ofKind('own');
    const shared = ofKind('shared');
    if (own.length === 0 && !documentsForeignProp(rule, prop.name)) continue;
    const ranked = PREFERENCE.flatMap(ofKind);
    // The component's own (re)declaration wins for the type, and for the JSDoc when it has one.
    const typed = own.length ? own : shared.length ? shared : ranked;
    const apiProp = toApiProp(api, prop, typed, ranked);
    if (apiProp) result.push(apiProp);
  }
  // Documented when the implementation reads it, or when the component's own declaration spells the
  // overload (Joy's Select declares `component: C` in Select.d.ts).
  const component = componentProp(api, symbols);
  const ownComponent = component && classifyDeclaration(api, componentName, component.declaration).kind === 'own';
  if (component && (ownComponent || documentsForeignProp(rule, 'component')) && !result.some((prop) => prop.name === 'component')) {
    result.push(component.prop);
  }
  return result.sort(byName);
}
