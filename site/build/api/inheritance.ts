/**
 * Which component's props a component also accepts (Button -> ButtonBase through `ExtendButtonBase`,
 * TextField -> FormControl through `StandardProps<FormControlProps>`, Fade -> react-transition-group's
 * Transition), and what it renders at its root.
 */
import ts from 'typescript';
import { apiPathname } from './products';
import type { ApiProgram, ComponentSymbols } from './program';
import { allProps } from './props';
import { classifyDeclaration } from './sources';
import type { ApiDoc } from './types';

export interface Inheritance {
  component: string;
  pathname?: string;
  /** True when `component` is a component of the same package. */
  internal: boolean;
  /** Where it was read: the component's JSDoc ("- inherits [ButtonBase API](…)") or its props type. */
  via: 'jsdoc' | 'props';
}

const INHERITS_LINE = /inherits \[([A-Za-z0-9]+) API\]\(([^)\s]+)\)/;

/** MUI writes the parent into the component's JSDoc ("API: … - inherits [ButtonBase API](…)"). */
function fromJsDoc(api: ApiProgram, symbols: ComponentSymbols): Inheritance | undefined {
  const text = ts.displayPartsToString(symbols.component.getDocumentationComment(api.checker));
  const match = INHERITS_LINE.exec(text);
  if (!match) return undefined;
  const [, component, url] = match;
  const internal = api.components.has(component);
  return { component, pathname: internal ? apiPathname(api.packageName, component) : url, internal, via: 'jsdoc' };
}

/**
 * From the props type: props that come from other components are counted per candidate, and the
 * parent is the candidate whose own props type covers most of them (Menu gets props declared by
 * Popover and by Modal; Popover's props include Modal's, so Menu inherits Popover).
 */
function fromProps(api: ApiProgram, componentName: string, symbols: ComponentSymbols): Inheritance | undefined {
  const inheritedProps: string[] = [];
  const internal = new Set<string>();
  const external = new Map<string, { pathname: string; count: number }>();
  const props = allProps(api.checker, symbols.propsType);
  for (const prop of props.values()) {
    const sources = prop.declarations.map((d) => classifyDeclaration(api, componentName, d));
    if (sources.some((source) => source.kind === 'own' || source.kind === 'shared')) continue;
    let fromComponent = false;
    for (const source of sources) {
      if (source.kind === 'component') {
        internal.add(source.component);
        fromComponent = true;
      } else if (source.kind === 'external' && source.component && source.pathname) {
        const known = external.get(source.component) ?? { pathname: source.pathname, count: 0 };
        external.set(source.component, { ...known, count: known.count + 1 });
        fromComponent = true;
      }
    }
    if (fromComponent) inheritedProps.push(prop.name);
  }
  let best: Inheritance | undefined;
  let bestScore = 0;
  for (const candidate of [...internal].sort()) {
    const parent = api.components.get(candidate);
    if (!parent) continue;
    const parentProps = allProps(api.checker, parent.propsType);
    const score = inheritedProps.filter((name) => parentProps.has(name)).length;
    if (score > bestScore) {
      bestScore = score;
      best = { component: candidate, pathname: apiPathname(api.packageName, candidate), internal: true, via: 'props' };
    }
  }
  for (const [component, { pathname, count }] of external) {
    if (count > bestScore) {
      bestScore = count;
      best = { component, pathname, internal: false, via: 'props' };
    }
  }
  return best;
}

/** The component `componentName` inherits props from: its JSDoc says so, or its props type shows it. */
export function findInheritance(api: ApiProgram, componentName: string): Inheritance | undefined {
  const symbols = api.components.get(componentName);
  if (!symbols) return undefined;
  return fromJsDoc(api, symbols) ?? fromProps(api, componentName, symbols);
}

/** Only the props-type analysis (to compare it with what the JSDoc says). */
export function findInheritanceFromProps(api: ApiProgram, componentName: string): Inheritance | undefined {
  const symbols = api.components.get(componentName);
  return symbols && fromProps(api, componentName, symbols);
}

/** `defaultComponent` of the type map behind `OverridableComponent<TypeMap>` (also via ExtendButtonBase). */
function defaultComponent(api: ApiProgram, symbols: ComponentSymbols): string | undefined {
  const { checker } = api;
  const parts = symbols.componentType.isIntersection() ? symbols.componentType.types : [symbols.componentType];
  for (const part of parts) {
    if (part.getSymbol()?.name !== 'OverridableComponent') continue;
    const [typeMap] = checker.getTypeArguments(part as ts.TypeReference);
    const root = typeMap && checker.getPropertyOfType(typeMap, 'defaultComponent');
    if (!root) continue;
    const rootType = checker.getTypeOfSymbol(root);
    if (rootType.isStringLiteral()) return rootType.value;
    const name = rootType.aliasSymbol?.name ?? rootType.getSymbol()?.name;
    if (name && api.components.has(name)) return name;
  }
  return undefined;
}

const tagsByInterface = new WeakMap<ApiProgram, Map<string, string | null>>();

/** lib.dom's `HTMLElementTagNameMap` read backwards: "HTMLDivElement" -> "div" (null when ambiguous). */
function elementTags(api: ApiProgram): Map<string, string | null> {
  let map = tagsByInterface.get(api);
  if (map) return map;
  map = new Map();
  const dom = api.program.getSourceFiles().find((file) => file.fileName.endsWith('/lib.dom.d.ts'));
  for (const statement of dom?.statements ?? []) {
    if (!ts.isInterfaceDeclaration(statement) || !/^(HTML|SVG)ElementTagNameMap$/.test(statement.name.text)) continue;
    const symbol = api.checker.getSymbolAtLocation(statement.name);
    if (!symbol) continue;
    for (const tag of api.checker.getPropertiesOfType(api.checker.getDeclaredTypeOfSymbol(symbol))) {
      const element = api.checker.getTypeOfSymbol(tag).getSymbol()?.name;
      if (element) map.set(element, map.has(element) ? null : tag.name);
    }
  }
  tagsByInterface.set(api, map);
  return map;
}

/** Element type of the `ref` prop (`Ref<HTMLDivElement>` -> "div"), else of the DOM event handlers. */
function refElement(api: ApiProgram, symbols: ComponentSymbols): string | undefined {
  for (const name of ['ref', 'onClick', 'onFocus']) {
    const prop = api.checker.getPropertyOfType(symbols.propsType, name);
    if (!prop) continue;
    const text = api.checker.typeToString(api.checker.getTypeOfSymbol(prop));
    const element = /\b((?:HTML|SVG)\w*Element)\b/.exec(text)?.[1];
    const tag = element && elementTags(api).get(element);
    if (tag) return tag;
  }
  return undefined;
}

/** Best effort: type-map default, else the DOM element behind `ref`, else the inherited MUI component. */
export function findRootElement(
  api: ApiProgram,
  componentName: string,
  inheritance: Inheritance | undefined,
): ApiDoc['rootElement'] {
  const symbols = api.components.get(componentName);
  if (!symbols) return undefined;
  return (
    defaultComponent(api, symbols) ??
    refElement(api, symbols) ??
    (inheritance?.internal ? inheritance.component : undefined)
  );
}
