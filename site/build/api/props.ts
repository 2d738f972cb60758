/**
 * A component's own props: the members of `React.ComponentProps<typeof Component>` declared by the
 * component itself (its folder, or the package's slot / SwitchBase / transition helpers), not the
 * ones it gets from another component, from the DOM or from the package-wide `className`/`style`.
 */
import ts from 'typescript';
import { declaredTypeText, docOf } from './jsdoc';
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
function componentProp(api: ApiProgram, symbols: ComponentSymbols): ApiProp | undefined {
  for (const signature of symbols.componentType.getCallSignatures()) {
    const [parameter] = signature.getParameters();
    if (!signature.typeParameters?.length || !parameter) continue;
    const parameterType = api.checker.getTypeOfSymbol(parameter);
    const component = api.checker.getPropertyOfType(parameterType, 'component');
    const declaration = component?.declarations?.[0];
    // The overload `OverridableComponent` adds requires `component`; an optional one is an ordinary prop.
    if (!component || !declaration || component.flags & ts.SymbolFlags.Optional) continue;
    const doc = docOf(api.checker, declaration);
    return { name: 'component', type: 'React.ElementType', description: doc.description, required: false };
  }
  return undefined;
}

/** Documented elsewhere (`ref` in the "forwards ref" note) or never documented when re-declared bare. */
const ALWAYS_HIDDEN = new Set(['ref']);
const HIDDEN_WHEN_UNDOCUMENTED = new Set(['className', 'style']);

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
  const main = docs.find((doc) => doc.description) ?? docs[0];
  if (HIDDEN_WHEN_UNDOCUMENTED.has(prop.name) && !main?.description) return undefined;
  const deprecated = docs.find((doc) => doc.deprecated !== undefined)?.deprecated;
  const defaultValue = docs.find((doc) => doc.default !== undefined)?.default;
  const resolved = api.checker.getTypeOfSymbol(prop.symbol);
  const types = [...new Set(typed.map((declaration) => declaredTypeText(api.checker, declaration, resolved)))];
  return {
    name: prop.name,
    type: types.join(' | '),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
    description: main?.description ?? '',
    required: prop.required,
    ...(deprecated !== undefined ? { deprecated } : {}),
  };
}

/** Case-insensitive alphabetical order, as on MUI's API pages. */
function byName(a: ApiProp, b: ApiProp): number {
  return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.name < b.name ? -1 : 1);
}

/**
 * Own props of `componentName`. `inherited` (props of the component it inherits from, if any) lets
 * a prop that only comes from a shared helper be attributed to the parent instead.
 */
export function extractProps(
  api: ApiProgram,
  componentName: string,
  inherited?: Map<string, PropSymbol>,
): ApiProp[] {
  const symbols = api.components.get(componentName);
  if (!symbols) throw new Error(`Unknown component ${componentName} in ${api.packageName}.`);
  const result: ApiProp[] = [];
  for (const prop of allProps(api.checker, symbols.propsType).values()) {
    const classified = prop.declarations.map((d) => ({ d, kind: classifyDeclaration(api, componentName, d).kind }));
    const own = classified.filter((c) => c.kind === 'own').map((c) => c.d);
    const shared = classified.filter((c) => c.kind === 'shared').map((c) => c.d);
    if (own.length === 0 && shared.length === 0) continue;
    const parent = inherited?.get(prop.name);
    if (own.length === 0 && parent && shared.every((d) => parent.declarations.includes(d))) continue;
    // The component's own (re)declaration wins over a helper's for the type, and for the JSDoc when it has one.
    const apiProp = toApiProp(api, prop, own.length ? own : shared, [...own, ...shared]);
    if (apiProp) result.push(apiProp);
  }
  const component = componentProp(api, symbols);
  if (component && !result.some((prop) => prop.name === 'component')) result.push(component);
  return result.sort(byName);
}
