/**
 * The function pages' generator on @mui/system 7.2.0 (facts read from node_modules/@mui/system:
 * createBox/createBox.d.ts, Grid/index.d.ts, styled → createStyled.d.ts and @mui/styled-engine's
 * CreateMUIStyled, useMediaQuery/useMediaQuery.d.ts), and the nav list it joins.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiList } from '../../../site/build/apiPages';
import { generateFunctionDoc, listFunctions } from '../../../site/build/api/generateFunctionDoc';
import { getFunctionProgram, releaseFunctionPrograms, type FunctionProgram } from '../../../site/build/api/functionProgram';
import type { ApiFunctionDoc } from '../../../site/build/api/functionTypes';
import type { ApiProp } from '../../../site/build/api/types';

let api: FunctionProgram;
const docs = new Map<string, ApiFunctionDoc>();
const demos = { useMediaQuery: [{ title: 'Breakpoints', pathname: '/system/breakpoints' }] };

beforeAll(async () => {
  api = getFunctionProgram('@mui/system');
  for (const name of listFunctions('system', api)) docs.set(name, await generateFunctionDoc(api, name, 'system', demos));
}, 120_000);

afterAll(() => releaseFunctionPrograms());

function doc(name: string): ApiFunctionDoc {
  const found = docs.get(name);
  if (!found) throw new Error(`${name} was not generated`);
  return found;
}

function option(name: string, property: string): ApiProp {
  const found = doc(name).options[0]?.properties.find((p) => p.name === property);
  if (!found) throw new Error(`${name} has no option ${property}`);
  return found;
}

describe('which functions and how to import them', () => {
  it('documents the listed functions @mui/system exports, in the listed order', () => {
    expect([...docs.keys()]).toEqual(['createBox', 'createContainer', 'createGrid', 'createStack', 'styled', 'useTheme', 'useMediaQuery']);
    expect(doc('createBox').pathname).toBe('/system/api/create-box');
    expect(doc('useMediaQuery').pathname).toBe('/system/api/use-media-query');
  });

  it('imports from the folder entry point that exports it (default or named), then from the root', () => {
    expect(doc('createBox').imports).toEqual(["import createBox from '@mui/system/createBox';", "import { createBox } from '@mui/system';"]);
    expect(doc('createGrid').imports).toEqual(["import { createGrid } from '@mui/system/Grid';", "import { createGrid } from '@mui/system';"]);
    // Container/index.d.ts does not re-export createContainer: only the root does.
    expect(doc('createContainer').imports).toEqual(["import { createContainer } from '@mui/system';"]);
  });
});

describe('signatures', () => {
  it('prints each overload as a formatted declaration', () => {
    expect(doc('useTheme').signatures.map((s) => s.code)).toEqual(['function useTheme<T = Theme>(defaultTheme?: T): T;']);
    expect(doc('useMediaQuery').signatures[0]?.code).toBe(
      'function useMediaQuery<Theme = unknown>(\n  queryInput: string | ((theme: Theme) => string),\n  options?: UseMediaQueryOptions,\n): boolean;',
    );
  });

  it('keeps every overload of styled (CreateMUIStyled call signatures)', () => {
    const styled = doc('styled');
    expect(styled.signatures).toHaveLength(6);
    expect(styled.signatures.map((s) => s.parameters.map((p) => `${p.name}${p.optional ? '?' : ''}`).join(', '))).toEqual([
      'component, options',
      'component, options?',
      'component, options',
      'component, options?',
      'tag, options',
      'tag, options?',
    ]);
  });

  it('gives parameter and return types as declared', () => {
    const [signature] = doc('useMediaQuery').signatures;
    expect(signature?.parameters.map(({ name, type, optional, rest }) => ({ name, type, optional, rest }))).toEqual([
      { name: 'queryInput', type: 'string | ((theme: Theme) => string)', optional: false, rest: false },
      { name: 'options', type: 'UseMediaQueryOptions', optional: true, rest: false },
    ]);
    expect(signature?.returns.type).toBe('boolean');
    expect(doc('createBox').signatures[0]?.returns.type).toBe("OverridableComponent<BoxTypeMap<AdditionalProps, 'div', T>>");
  });
});

describe('options', () => {
  it('lists the properties of the options object, alphabetically, with required ones marked', () => {
    expect(doc('createBox').options.map((o) => o.parameter)).toEqual(['options']);
    expect(doc('createBox').options[0]?.properties.map((p) => `${p.name}${p.required ? '*' : ''}`)).toEqual([
      'defaultClassName',
      'defaultTheme*',
      'generateClassName',
      'themeId',
    ]);
    expect(option('createBox', 'generateClassName').type).toBe('(componentName: string) => string');
  });

  it('takes description and @default from the JSDoc', () => {
    expect(option('useMediaQuery', 'noSsr')).toMatchObject({ type: 'boolean', default: 'false', required: false });
    expect(option('useMediaQuery', 'noSsr').description).toMatch(/^To perform the server-side hydration, the hook needs to render twice\./);
    expect(option('useMediaQuery', 'defaultMatches').default).toBe('false');
    expect(option('useMediaQuery', 'ssrMatchMedia')).toMatchObject({ type: '(query: string) => { matches: boolean }' });
    expect(option('useMediaQuery', 'ssrMatchMedia').default).toBeUndefined();
  });

  it('shows what an unexported `typeof local` stands for, and keeps a global one as written', () => {
    expect(option('useMediaQuery', 'matchMedia').type).toBe('typeof window.matchMedia');
    expect(option('createGrid', 'useTheme').type).toBe('<T = Theme>(defaultTheme?: T | undefined) => T');
    expect(option('createGrid', 'createStyledComponent').type).toMatch(/^CreateStyledComponent<MUIStyledCommonProps<any>, /);
  });

  it('merges one options table over the overloads of styled', () => {
    expect(doc('styled').options.map((o) => o.parameter)).toEqual(['options']);
    expect(doc('styled').options[0]?.properties.map((p) => p.name)).toEqual([
      'label', 'name', 'overridesResolver', 'shouldForwardProp', 'skipSx', 'skipVariantsResolver', 'slot', 'target',
    ]);
    // `label?: string | undefined` (Emotion) and `label?: string` are one type.
    expect(option('styled', 'label').type).toBe('string');
    // The two option interfaces type it differently: both are shown.
    expect(option('styled', 'shouldForwardProp').type).toBe('((propName: PropertyKey) => propName is ForwardedProps) | ((propName: string) => boolean)');
  });

  it('has no options table for a function without an object parameter', () => {
    expect(doc('useTheme').options).toEqual([]);
  });

  it('links the pages given as demos', () => {
    expect(doc('useMediaQuery').demos).toEqual(demos.useMediaQuery);
    expect(doc('useTheme').demos).toEqual([]);
  });
});

describe('apiList (the System APIs nav group)', () => {
  const components = [
    { name: 'Box', pathname: '/system/api/box', packageName: '@mui/system' },
    { name: 'Stack', pathname: '/system/api/stack', packageName: '@mui/system' },
  ];

  it('puts the function pages among the components in path order', () => {
    expect(apiList(components, ['useTheme', 'createBox', 'styled'], 'system')).toEqual([
      { name: 'Box', pathname: '/system/api/box' },
      { name: 'createBox', pathname: '/system/api/create-box' },
      { name: 'Stack', pathname: '/system/api/stack' },
      { name: 'styled', pathname: '/system/api/styled' },
      { name: 'useTheme', pathname: '/system/api/use-theme' },
    ]);
  });

  it('keeps a list without functions as it is', () => {
    const unsorted = [components[1]!, components[0]!];
    expect(apiList(unsorted, [], 'system').map((e) => e.name)).toEqual(['Stack', 'Box']);
  });

  it('refuses a function whose path a component has', () => {
    expect(() => apiList(components, ['box'], 'system')).toThrow(/has the API path of a component/);
  });
});
